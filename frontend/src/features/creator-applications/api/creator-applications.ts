import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { listProducts } from '@/api/generated/endpoints/catalog/catalog';
import {
  checkCreatorHandle,
  getCheckCreatorHandleQueryKey,
  getGetMyCreatorApplicationQueryKey,
  getMyCreatorApplication,
  submitCreatorApplication,
} from '@/api/generated/endpoints/creator-applications/creator-applications';
import type { SubmitCreatorApplicationDto } from '@/api/generated/model';

/** The signed-in user's latest application (null when they never applied). */
export function useMyCreatorApplication(enabled = true) {
  return useQuery({
    queryKey: getGetMyCreatorApplicationQueryKey(),
    queryFn: ({ signal }) => getMyCreatorApplication(undefined, signal),
    select: (answer) => answer.application,
    enabled,
  });
}

/** Whether the handle is free, asked once the user stops typing (the caller debounces `handle`). */
export function useHandleAvailability(handle: string) {
  const params = { handle };
  return useQuery({
    queryKey: getCheckCreatorHandleQueryKey(params),
    queryFn: ({ signal }) => checkCreatorHandle(params, undefined, signal),
    enabled: handle.trim().length > 0,
    placeholderData: keepPreviousData,
  });
}

/** Catalog products matching what the applicant types in a pick. */
export function useProductSearch(search: string) {
  const params = { search, limit: 5 };
  return useQuery({
    queryKey: ['/api/products', params, 'creator-application-pick'],
    queryFn: ({ signal }) => listProducts(params, undefined, signal),
    enabled: search.trim().length >= 2,
    placeholderData: keepPreviousData,
  });
}

export function useSubmitCreatorApplication() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (form: SubmitCreatorApplicationDto) => submitCreatorApplication(form),
    onSettled: () => queryClient.invalidateQueries({ queryKey: getGetMyCreatorApplicationQueryKey() }),
  });
}
