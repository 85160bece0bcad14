import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/api/fetcher';
import { getBrandProfile, getGetBrandProfileQueryKey, updateBrandProfile } from '@/api/generated/endpoints/brands/brands';
import type { UpdateBrandProfileDto } from '@/api/generated/model';
import { toast } from '@/components/ui/use-toast';

export const brandProfileQueryOptions = () =>
  queryOptions({
    queryKey: getGetBrandProfileQueryKey(),
    queryFn: ({ signal }) => getBrandProfile(undefined, undefined, signal),
  });

export function useBrandProfile() {
  return useQuery(brandProfileQueryOptions());
}

export function useUpdateBrandProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateBrandProfileDto) => updateBrandProfile(body),
    onSuccess: (profile) => {
      queryClient.setQueryData(getGetBrandProfileQueryKey(), profile);
      toast({ title: 'Brand profile saved!' });
    },
    onError: (error) => toast({ title: 'Failed to save brand profile', description: errorMessage(error), variant: 'destructive' }),
  });
}
