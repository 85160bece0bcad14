import { QueryClient } from '@tanstack/react-query';

// As the storefront specification says, data never goes stale by itself, is never refetched on an interval or on
// window focus, and failed calls are not retried; mutations refresh what they change explicitly.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Infinity,
        refetchInterval: false,
        refetchOnWindowFocus: false,
        retry: false,
      },
      mutations: {
        retry: false,
      },
    },
  });
}
