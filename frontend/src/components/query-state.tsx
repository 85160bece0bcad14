import type { ReactNode } from 'react';
import { errorMessage } from '@/api/fetcher';
import { EmptyState } from '@/components/ui/empty-state';

/** What QueryState reads from a query: TanStack Query's result has all of it. */
export interface QueryLike<Data> {
  status: 'pending' | 'error' | 'success';
  fetchStatus: 'fetching' | 'paused' | 'idle';
  data: Data | undefined;
  error: unknown;
}

interface QueryStateProps<Data> {
  query: QueryLike<Data>;
  /** Shown while the first answer is on its way. */
  pending: ReactNode;
  /**
   * Shown when the call failed: a title for the usual "could not be loaded" block with the
   * server's message, or a render function for anything else.
   */
  error: string | ((error: unknown) => ReactNode);
  /** With `empty`: when the answer holds nothing to show. */
  isEmpty?: (data: Data) => boolean;
  empty?: ReactNode;
  /** Shown instead of `pending` while the query is switched off (e.g. signed out) and has no data. */
  idle?: ReactNode;
  children: (data: Data) => ReactNode;
}

/**
 * The loading, failed, empty and loaded states of one query, decided in one place. Data already
 * on screen stays while a refetch runs (and a kept previous page stays while the next one loads).
 */
export function QueryState<Data>({ query, pending, error, isEmpty, empty, idle, children }: QueryStateProps<Data>) {
  if (query.status === 'error') {
    return typeof error === 'string' ? <LoadError title={error} error={query.error} /> : error(query.error);
  }
  if (query.status === 'pending' || query.data === undefined) {
    return query.fetchStatus === 'idle' && idle !== undefined ? idle : pending;
  }
  if (isEmpty?.(query.data)) return empty ?? null;
  return children(query.data);
}

/** The usual "could not be loaded" block, with the server's message. */
export function LoadError({ title, error }: { title: string; error: unknown }) {
  return <EmptyState title={title} description={errorMessage(error)} />;
}
