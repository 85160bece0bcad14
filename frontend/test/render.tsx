import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { render, renderHook, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createQueryClient } from '@/app/query-client';
import { Toaster } from '@/components/ui/toaster';

/** The app's own query client (never stale, no retries), fresh for each test. */
export function testQueryClient(): QueryClient {
  return createQueryClient();
}

function providers(queryClient: QueryClient) {
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        {children}
        <Toaster />
      </QueryClientProvider>
    );
  };
}

export function renderWithQueries(ui: ReactElement, { queryClient = testQueryClient(), ...options }: RenderOptions & { queryClient?: QueryClient } = {}) {
  return { queryClient, ...render(ui, { wrapper: providers(queryClient), ...options }) };
}

export function renderHookWithQueries<Result>(hook: () => Result, { queryClient = testQueryClient() }: { queryClient?: QueryClient } = {}) {
  return { queryClient, ...renderHook(hook, { wrapper: providers(queryClient) }) };
}
