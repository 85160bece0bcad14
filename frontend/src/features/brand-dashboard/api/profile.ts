import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/api/fetcher';
import { getGetBrandProfileQueryKey, useGetBrandProfile, useUpdateBrandProfile as useUpdateBrandProfileCall } from '@/api/generated/endpoints/brands/brands';
import type { UpdateBrandProfileDto } from '@/api/generated/model';
import { toast } from '@/components/ui/use-toast';

export function useBrandProfile() {
  return useGetBrandProfile();
}

export function useUpdateBrandProfile() {
  const queryClient = useQueryClient();
  const { mutate, ...state } = useUpdateBrandProfileCall({
    mutation: {
      onSuccess: (profile) => {
        queryClient.setQueryData(getGetBrandProfileQueryKey(), profile);
        toast({ title: 'Brand profile saved!' });
      },
      onError: (error) => toast({ title: 'Failed to save brand profile', description: errorMessage(error), variant: 'destructive' }),
    },
  });
  return { ...state, mutate: (body: UpdateBrandProfileDto) => mutate({ data: body }) };
}
