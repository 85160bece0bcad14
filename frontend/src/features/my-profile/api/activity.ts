import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getGetActivityQueryOptions } from '@/api/generated/endpoints/profile/profile';
import type { UserActivityItemDto } from '@/api/generated/model';

export type ActivityItem = UserActivityItemDto;

export const ACTIVITY_PAGE_SIZE = 20;

/** One page of the signed-in user's own activity; the previous page stays (dimmed) while the next loads. */
export function useActivity(page: number) {
  return useQuery({ ...getGetActivityQueryOptions({ page, pageSize: ACTIVITY_PAGE_SIZE }), placeholderData: keepPreviousData });
}
