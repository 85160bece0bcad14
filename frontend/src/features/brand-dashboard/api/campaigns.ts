import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/api/fetcher';
import { createCampaign, getListBrandCampaignsQueryKey, listBrandCampaigns } from '@/api/generated/endpoints/brands/brands';
import type { CreateCampaignDto } from '@/api/generated/model';
import { toast } from '@/components/ui/use-toast';

export const brandCampaignsQueryOptions = () =>
  queryOptions({
    queryKey: getListBrandCampaignsQueryKey(),
    queryFn: ({ signal }) => listBrandCampaigns(undefined, undefined, signal),
  });

export function useBrandCampaigns() {
  return useQuery(brandCampaignsQueryOptions());
}

/** POST /api/brands/campaigns: 'Campaign created successfully!' or the server's message (the specification's toasts). */
export function useCreateCampaign(options: { onCreated?: () => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateCampaignDto) => createCampaign(body),
    onSuccess: () => {
      toast({ title: 'Campaign created successfully!' });
      void queryClient.invalidateQueries({ queryKey: getListBrandCampaignsQueryKey() });
      options.onCreated?.();
    },
    onError: (error) => toast({ title: 'Failed to create campaign', description: errorMessage(error), variant: 'destructive' }),
  });
}
