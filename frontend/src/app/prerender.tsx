import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

/**
 * The markup a new visitor's first render of `path` produces before any API answer (sections show their
 * skeletons), rendered at build time (build/prerender-shells.ts). The server puts it into index.html's
 * #root, so the page paints with the HTML instead of after the JavaScript; the app then renders the same
 * markup in its place and carries on. Build-time only: never imported by the app.
 */
export async function prerender(path: string): Promise<string> {
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, createMemoryHistory({ initialEntries: [path] }));
  await router.load();
  return renderToString(
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </StrictMode>,
  );
}
