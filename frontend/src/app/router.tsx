import { createRouter, lazyRouteComponent, type RouterHistory } from '@tanstack/react-router';
import type { QueryClient } from '@tanstack/react-query';
import { routeTree } from '@/routeTree.gen';

/** The app's router; tests pass a memory history, the browser uses its own. */
export function createAppRouter(queryClient: QueryClient, history?: RouterHistory) {
  return createRouter({
    routeTree,
    history,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders read through the query cache, so the router never needs its own stale copy.
    defaultPreloadStaleTime: 0,
    scrollRestoration: true,
    // Loaded when a visitor meets it, not with every page.
    defaultNotFoundComponent: lazyRouteComponent(() => import('./layout/not-found-page'), 'NotFoundPage'),
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
