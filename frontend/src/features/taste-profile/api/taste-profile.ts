import { useQuery } from '@tanstack/react-query';
import { getInsightsQueryKey, getRecommendationsQueryKey, insights, recommendations } from '@/api/generated/endpoints/taste-profile/taste-profile';
import { HEARTS_TO_GENERATE } from '../lib/taste-progress';

/**
 * GET /api/user/recommendations, asked only when signed in with at least 5 hearts;
 * the heart count is part of the key, so each new heart asks again.
 */
export function useTasteRecommendations(hearts: number, state: string | undefined) {
  const params = state ? { state } : undefined;
  return useQuery({
    queryKey: [...getRecommendationsQueryKey(params), hearts] as const,
    queryFn: ({ signal }) => recommendations(params, undefined, signal),
    enabled: hearts >= HEARTS_TO_GENERATE,
  });
}

/** Your Taste Insights, computed on the server from the hearted products. */
export function useTasteInsights(hearts: number, signedIn: boolean) {
  return useQuery({
    queryKey: [...getInsightsQueryKey(), hearts] as const,
    queryFn: ({ signal }) => insights(undefined, signal),
    enabled: signedIn && hearts > 0,
  });
}
