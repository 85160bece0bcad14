import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addItem,
  createCollection,
  deleteCollection,
  getListCollectionsQueryKey,
  removeItem,
  share,
  listCollections,
  updateCollection,
} from '@/api/generated/endpoints/profile/profile';
import type { ProfileCollectionDto, ShareLinkRequestDto } from '@/api/generated/model';
import { errorMessage, isApiError } from '@/api/fetcher';
import { toast } from '@/components/ui/use-toast';

export type ProfileCollection = ProfileCollectionDto;

export const profileCollectionsQueryOptions = () =>
  queryOptions({
    queryKey: getListCollectionsQueryKey(),
    queryFn: ({ signal }) => listCollections(undefined, signal),
  });

export function useProfileCollections() {
  return useQuery(profileCollectionsQueryOptions());
}

/** Create, change, delete and fill the user's collections; each keeps the list fresh and toasts a failure with the server's message. */
export function useCollectionActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: getListCollectionsQueryKey() });
  const failed = (error: unknown) => toast({ title: 'Error', description: isApiError(error) ? errorMessage(error) : 'Something went wrong. Please try again.', variant: 'destructive' });
  const run = async <T,>(call: () => Promise<T>): Promise<T | null> => {
    try {
      const result = await call();
      await refresh();
      return result;
    } catch (error) {
      failed(error);
      return null;
    }
  };
  return {
    create: async (body: { name: string; description?: string; isPublic: boolean }) => {
      const created = await run(() => createCollection({ name: body.name.trim(), description: body.description?.trim() || undefined, isPublic: body.isPublic }));
      if (created) toast({ title: 'Success', description: 'Collection created!' });
      return created;
    },
    setPublic: (id: string, isPublic: boolean) => run(() => updateCollection(id, { isPublic })),
    rename: (id: string, name: string) => run(() => updateCollection(id, { name: name.trim() })),
    remove: (id: string) => run(() => deleteCollection(id)),
    addProduct: (id: string, productId: string) => run(() => addItem(id, { productId })),
    removeProduct: (id: string, productId: string) => run(() => removeItem(id, productId)),
  };
}

/** POST /api/user/profile/share → the link ('Failed to generate share link' on failure). */
export async function generateShareLink(body: ShareLinkRequestDto): Promise<string | null> {
  try {
    return (await share(body)).shareUrl;
  } catch {
    toast({ title: 'Error', description: 'Failed to generate share link', variant: 'destructive' });
    return null;
  }
}
