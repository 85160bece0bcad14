import { notFound } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/fetcher';
import type { ListCreatorsParams } from '@/api/generated/model';
import { creatorCollectionsQueryOptions, creatorQueryOptions, creatorsQueryOptions } from './creators';

export async function loadCreatorList(queryClient: QueryClient, params: ListCreatorsParams = {}): Promise<void> {
  await queryClient.ensureQueryData(creatorsQueryOptions(params)).catch(() => undefined);
}

/**
 * The creator behind /creator/{handle}; an unknown (404) or impossible (400) handle is not found. Their
 * collections are asked for as soon as the creator's id is known, not after the page's first render: they
 * appear above the picks, so the sooner they come the less the picks move down (layout shift).
 */
export async function loadCreatorPage(queryClient: QueryClient, handle: string): Promise<void> {
  try {
    const creator = await queryClient.ensureQueryData(creatorQueryOptions(handle));
    void queryClient.prefetchQuery(creatorCollectionsQueryOptions(creator.id));
  } catch (error) {
    if (isApiError(error, 404) || isApiError(error, 400)) throw notFound();
  }
}
