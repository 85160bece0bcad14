import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/api/fetcher';
import {
  discoverCreators,
  getBrandAnalytics,
  getGetBrandAnalyticsQueryKey,
  getBrandMetrics,
  getDiscoverCreatorsQueryKey,
  getGetBrandMetricsQueryKey,
  getListBrandCampaignsQueryKey,
  getListBrandProductsQueryKey,
  listBrandProducts,
  sendGiftOffer,
} from '@/api/generated/endpoints/brands/brands';
import type { DiscoverCreatorsParams, SendGiftOfferDto } from '@/api/generated/model';
import { toast } from '@/components/ui/use-toast';

export const METRICS_DAYS = 30;

export const brandMetricsQueryOptions = () =>
  queryOptions({
    queryKey: getGetBrandMetricsQueryKey({ days: METRICS_DAYS }),
    queryFn: ({ signal }) => getBrandMetrics({ days: METRICS_DAYS }, undefined, signal),
  });

export function useBrandMetrics() {
  return useQuery(brandMetricsQueryOptions());
}

export const brandAnalyticsQueryOptions = () =>
  queryOptions({
    queryKey: getGetBrandAnalyticsQueryKey({ days: METRICS_DAYS }),
    queryFn: ({ signal }) => getBrandAnalytics({ days: METRICS_DAYS }, undefined, signal),
  });

export function useBrandAnalytics() {
  return useQuery(brandAnalyticsQueryOptions());
}

export const brandProductsQueryOptions = () =>
  queryOptions({
    queryKey: getListBrandProductsQueryKey(),
    queryFn: ({ signal }) => listBrandProducts(undefined, undefined, signal),
  });

export function useBrandProducts() {
  return useQuery(brandProductsQueryOptions());
}

export const creatorDiscoveryQueryOptions = (params: DiscoverCreatorsParams) =>
  queryOptions({
    queryKey: getDiscoverCreatorsQueryKey(params),
    queryFn: ({ signal }) => discoverCreators(params, undefined, signal),
  });

export function useCreatorDiscovery(params: DiscoverCreatorsParams) {
  return useQuery(creatorDiscoveryQueryOptions(params));
}

/** The specification's gift offer: $50, valid 30 days, with this message. */
export const GIFT_VALUE = 50;
export const GIFT_EXPIRY_MS = 2_592_000_000;
export const GIFT_MESSAGE = "We'd love to send you a complimentary bottle to try and share with your audience!";

/** POST /api/brands/gifts: 'Gift offer sent successfully!' or the server's message. */
export function useSendGiftOffer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SendGiftOfferDto) => sendGiftOffer(body),
    onSuccess: () => {
      toast({ title: 'Gift offer sent successfully!' });
      void queryClient.invalidateQueries({ queryKey: getListBrandCampaignsQueryKey() });
      void queryClient.invalidateQueries({ queryKey: getGetBrandMetricsQueryKey() });
    },
    onError: (error) => toast({ title: 'Failed to send gift offer', description: errorMessage(error), variant: 'destructive' }),
  });
}
