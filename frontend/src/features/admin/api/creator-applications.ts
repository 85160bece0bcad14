import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  approveCreatorApplication,
  getListCreatorApplicationsQueryKey,
  listCreatorApplications,
  rejectCreatorApplication,
} from '@/api/generated/endpoints/creator-applications/creator-applications';
import { getListAdminCreatorsQueryKey } from '@/api/generated/endpoints/curators/curators';
import type { CreatorApplicationStatus } from '@/api/generated/model';
import { ADMIN_PAGE_SIZE, paged } from './back-office';

/** The Curators tab's review list, by status, paged on the server. */
export function useCreatorApplications(status: CreatorApplicationStatus | undefined, page: number) {
  const params = { ...(status ? { status } : {}), limit: ADMIN_PAGE_SIZE, offset: (page - 1) * ADMIN_PAGE_SIZE };
  return useQuery({
    queryKey: [...getListCreatorApplicationsQueryKey(params), 'page'],
    queryFn: ({ signal }) => paged((options) => listCreatorApplications(params, options, signal)),
    placeholderData: keepPreviousData,
  });
}

/** Approve or reject; either refreshes the applications and the curators (an approval adds one). */
export function useReviewCreatorApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: { id: string; decision: 'approve' } | { id: string; decision: 'reject'; reason: string }) =>
      review.decision === 'approve' ? approveCreatorApplication(review.id) : rejectCreatorApplication(review.id, { reason: review.reason }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: getListCreatorApplicationsQueryKey() }),
        queryClient.invalidateQueries({ queryKey: getListAdminCreatorsQueryKey() }),
      ]);
    },
  });
}
