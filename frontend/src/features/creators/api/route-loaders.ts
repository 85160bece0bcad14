import { notFound } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { isApiError } from '@/api/fetcher';
import type { ListCreatorsParams } from '@/api/generated/model';
import { creatorQueryOptions, creatorsQueryOptions } from './creators';

export async function loadCreatorList(queryClient: QueryClient, params: ListCreatorsParams = {}): Promise<void> {
  await queryClient.ensureQueryData(creatorsQueryOptions(params)).catch(() => undefined);
}

/** The creator behind /creator/{handle}; an unknown (404) or impossible (400) handle is not found. */
export async function loadCreatorPage(queryClient: QueryClient, handle: string): Promise<void> {
  try {
    await queryClient.ensureQueryData(creatorQueryOptions(handle));
  } catch (error) {
    if (isApiError(error, 404) || isApiError(error, 400)) throw notFound();
  }
}
