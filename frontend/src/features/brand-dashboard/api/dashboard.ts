import { useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/api/fetcher';
import {
  getGetBrandMetricsQueryKey,
  getListBrandCampaignsQueryKey,
  useDiscoverCreators,
  useGetBrandMetrics,
  useListBrandProducts,
  useSendGiftOffer as useSendGiftOfferCall,
} from '@/api/generated/endpoints/brands/brands';
import type { DiscoverCreatorsParams, SendGiftOfferDto } from '@/api/generated/model';
import { toast } from '@/components/ui/use-toast';

export const METRICS_DAYS = 30;

export function useBrandMetrics() {
  return useGetBrandMetrics({ days: METRICS_DAYS });
}

export function useBrandProducts() {
  return useListBrandProducts();
}

export function useCreatorDiscovery(params: DiscoverCreatorsParams) {
  return useDiscoverCreators(params);
}

/** Seed 001 §9: the gift the page offers: $50, valid 30 days, with this message. */
export const GIFT_VALUE = 50;
export const GIFT_EXPIRY_MS = 2_592_000_000;
export const GIFT_MESSAGE = "We'd love to send you a complimentary bottle to try and share with your audience!";

/** POST /api/brands/gifts: 'Gift offer sent successfully!' or the server's message. */
export function useSendGiftOffer() {
  const queryClient = useQueryClient();
  const { mutate, ...state } = useSendGiftOfferCall({
    mutation: {
      onSuccess: () => {
        toast({ title: 'Gift offer sent successfully!' });
        void queryClient.invalidateQueries({ queryKey: getListBrandCampaignsQueryKey() });
        void queryClient.invalidateQueries({ queryKey: getGetBrandMetricsQueryKey() });
      },
      onError: (error) => toast({ title: 'Failed to send gift offer', description: errorMessage(error), variant: 'destructive' }),
    },
  });
  return { ...state, mutate: (body: SendGiftOfferDto) => mutate({ data: body }) };
}
