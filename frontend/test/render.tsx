import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterContextProvider } from '@tanstack/react-router';
import { render, renderHook, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createQueryClient } from '@/app/query-client';
import { Toaster } from '@/components/ui/toaster';

/** The app's own query client (never stale, no retries), fresh for each test. */
export function testQueryClient(): QueryClient {
  return createQueryClient();
}

/** A router at '/' for components with links; pages under test are rendered directly, not routed to. */
function testRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree: createRootRoute(),
    history: createMemoryHistory({ initialEntries: ['/'] }),
    context: { queryClient },
  });
}

function providers(queryClient: QueryClient) {
  const router = testRouter(queryClient);
  return function Providers({ children }: { children: ReactNode }) {
    return (
      <QueryClientProvider client={queryClient}>
        <RouterContextProvider router={router}>
          {children}
          <Toaster />
        </RouterContextProvider>
      </QueryClientProvider>
    );
  };
}

/** Renders with the providers of the app shell: queries, a router for links, and the toaster. */
export function renderWithQueries(ui: ReactElement, { queryClient = testQueryClient(), ...options }: RenderOptions & { queryClient?: QueryClient } = {}) {
  return { queryClient, ...render(ui, { wrapper: providers(queryClient), ...options }) };
}

export function renderHookWithQueries<Result>(hook: () => Result, { queryClient = testQueryClient() }: { queryClient?: QueryClient } = {}) {
  return { queryClient, ...renderHook(hook, { wrapper: providers(queryClient) }) };
}
