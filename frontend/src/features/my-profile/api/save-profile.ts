import { useQueryClient } from '@tanstack/react-query';
import { updateBio, updateDisplayName, updateHeroImage, updateProfileImage } from '@/api/generated/endpoints/profile/profile';
import type { UserProfileSettingsDto } from '@/api/generated/model';
import { toast } from '@/components/ui/use-toast';
import { currentUserQueryOptions, type User } from '@/features/auth';
import { uploadObject } from '@/components/media';

export type ProfileImageKind = 'profileImage' | 'heroImage';

/** Each save's success and failure toast, in the specification's wording. */
const TEXTS = {
  displayName: { saved: 'Display name updated!', failed: 'Failed to update display name' },
  bio: { saved: 'Bio updated!', failed: 'Failed to update bio' },
  profileImage: { saved: 'Profile image updated!', failed: 'Failed to update profile image' },
  heroImage: { saved: 'Hero image updated!', failed: 'Failed to update hero image' },
} as const;

function useApplySettings() {
  const queryClient = useQueryClient();
  const { queryKey } = currentUserQueryOptions();
  return (settings: UserProfileSettingsDto) => queryClient.setQueryData<User | null>(queryKey, (user) => (user ? { ...user, ...settings } : user));
}

/** POST /api/user/settings/display-name|bio: trimmed; an empty value is still sent and clears it. Resolves true when saved. */
export function useSaveProfileText() {
  const apply = useApplySettings();
  return async (field: 'displayName' | 'bio', value: string): Promise<boolean> => {
    const trimmed = value.trim();
    try {
      apply(field === 'displayName' ? await updateDisplayName({ displayName: trimmed }) : await updateBio({ bio: trimmed }));
      toast({ title: 'Success', description: TEXTS[field].saved });
      return true;
    } catch {
      toast({ title: 'Error', description: TEXTS[field].failed, variant: 'destructive' });
      return false;
    }
  };
}

/** Cropped image → storage flow ('Upload successful!', else the alert 'Upload failed. Please try again.') → the settings call. */
export function useSaveProfileImage() {
  const apply = useApplySettings();
  return async (kind: ProfileImageKind, image: Blob): Promise<boolean> => {
    let path: string;
    try {
      path = await uploadObject(image, 'image/jpeg');
    } catch {
      window.alert('Upload failed. Please try again.');
      return false;
    }
    toast({ title: 'Upload successful!' });
    try {
      apply(kind === 'profileImage' ? await updateProfileImage({ imageUrl: path }) : await updateHeroImage({ imageUrl: path }));
      toast({ title: 'Success', description: TEXTS[kind].saved });
      return true;
    } catch {
      toast({ title: 'Error', description: TEXTS[kind].failed, variant: 'destructive' });
      return false;
    }
  };
}
