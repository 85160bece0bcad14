import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage, isApiError } from '@/api/fetcher';
import { getCreatorEditAccess, getGetCreatorByHandleQueryKey, getGetCreatorEditAccessQueryKey, updateCreatorAvatar, updateCreatorHero } from '@/api/generated/endpoints/curators/curators';
import { toast } from '@/components/ui/use-toast';
import { useCurrentUser } from '@/features/auth';
import { uploadObject } from '@/components/media';
import type { Creator } from './types';

export type CreatorImageKind = 'avatar' | 'hero';

/** The specification's sizes: square avatar of at least 400×400, 16:9 hero of at least 1200×675, JPEG at 0.95. */
export const CREATOR_IMAGE_SETTINGS = {
  avatar: { title: 'Update Profile Picture', aspect: 1, cropShape: 'round', output: { minWidth: 400, minHeight: 400, quality: 0.95 }, saved: 'Profile picture updated successfully!' },
  hero: { title: 'Update Hero Image', aspect: 16 / 9, cropShape: 'rect', output: { minWidth: 1200, minHeight: 675, quality: 0.95 }, saved: 'Hero image updated successfully!' },
} as const;

/** Whether the signed-in user may change this page's images; keyed by user, so signing in or out asks again. */
export function useCreatorEditAccess(creatorId: string): boolean {
  const { user } = useCurrentUser();
  const access = useQuery({
    ...queryOptions({
      queryKey: [...getGetCreatorEditAccessQueryKey(creatorId), user?.id ?? 'signed-out'],
      queryFn: ({ signal }) => getCreatorEditAccess(creatorId, undefined, signal),
    }),
    enabled: Boolean(user),
    staleTime: 60_000,
  });
  return Boolean(user && access.data?.canEdit);
}

/**
 * Crop result → storage flow → PUT /api/creators/{id}/avatar|hero, with the specification's toasts:
 * 'Upload failed' with the message, 'Error' with the server message or 'Failed to update image',
 * 'Success' with the kind's text. Resolves true when the image was saved.
 */
export function useSaveCreatorImage(creator: Pick<Creator, 'id' | 'handle'>) {
  const queryClient = useQueryClient();
  return async (kind: CreatorImageKind, image: Blob): Promise<boolean> => {
    let path: string;
    try {
      path = await uploadObject(image, 'image/jpeg');
    } catch (error) {
      toast({ title: 'Upload failed', description: isApiError(error) ? errorMessage(error) : 'Failed to upload image', variant: 'destructive' });
      return false;
    }
    try {
      const updated = kind === 'avatar' ? await updateCreatorAvatar(creator.id, { avatar: path }) : await updateCreatorHero(creator.id, { heroImage: path });
      queryClient.setQueryData(getGetCreatorByHandleQueryKey(creator.handle), updated);
      void queryClient.invalidateQueries({ queryKey: getGetCreatorByHandleQueryKey(creator.handle), refetchType: 'none' });
      toast({ title: 'Success', description: CREATOR_IMAGE_SETTINGS[kind].saved });
      return true;
    } catch (error) {
      toast({ title: 'Error', description: (isApiError(error) && error.serverMessage) || 'Failed to update image', variant: 'destructive' });
      return false;
    }
  };
}

