import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/api/fetcher';
import { getListBrandCampaignsQueryKey, useCreateCampaign as useCreateCampaignCall, useListBrandCampaigns } from '@/api/generated/endpoints/brands/brands';
import type { CreateCampaignDto } from '@/api/generated/model';
import { toast } from '@/components/ui/use-toast';

export function useBrandCampaigns() {
  return useListBrandCampaigns();
}

/** POST /api/brands/campaigns: 'Campaign created successfully!' or the server's message (seed 001 §8). */
export function useCreateCampaign(options: { onCreated?: () => void } = {}) {
  const queryClient = useQueryClient();
  const { mutate, ...state } = useCreateCampaignCall({
    mutation: {
      onSuccess: () => {
        toast({ title: 'Campaign created successfully!' });
        void queryClient.invalidateQueries({ queryKey: getListBrandCampaignsQueryKey() });
        options.onCreated?.();
      },
      onError: (error) => toast({ title: 'Failed to create campaign', description: errorMessage(error), variant: 'destructive' }),
    },
  });
  return { ...state, mutate: (body: CreateCampaignDto) => mutate({ data: body }) };
}
