import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createQueryClient } from './query-client';
import { reportCaughtError } from './report-caught-error';
import { createAppRouter } from './router';
import './styles.css';

const queryClient = createQueryClient();

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('Missing #root element in index.html');

/** Lets the browser have the main thread between two steps of the start-up. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function start(container: HTMLElement) {
  // The modules' evaluation, the router's set-up (it walks the whole route tree) and React's root are each
  // a task of their own instead of one long task (on a phone, 100-150 ms of script that Total Blocking
  // Time counts whole; measured in a Lighthouse trace of /products).
  await nextTask();
  const router = createAppRouter(queryClient);
  await nextTask();
  const root = createRoot(container, { onCaughtError: reportCaughtError });
  // The first render as a transition: React renders in slices and lets the browser in between instead of
  // one long task (Total Blocking Time counts those).
  const render = () =>
    startTransition(() => {
      root.render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <RouterProvider router={router} />
          </QueryClientProvider>
        </StrictMode>,
      );
    });
  // The route is loaded first (its code and its loader, which starts the page's requests without waiting for
  // them), so the first render is the page itself. Rendered before, the router's update when the load ends is
  // read through useSyncExternalStore, which React renders synchronously: the whole page in one long task.
  // A failed load still renders: the router shows the route's error.
  const loading = router.load();
  // The signed-in area waits for the session before its page can load: it renders at once, so its spinner
  // shows meanwhile instead of a blank page.
  if (router.matchRoutes(router.latestLocation).some((match) => match.routeId === '/_authenticated')) render();
  else void loading.then(render, render);
}

if (rootElement.hasChildNodes()) {
  // The server sent this page's prerendered first render (backend serve-frontend.ts): let the browser
  // paint it before the app renders over it (the same markup), rather than after.
  const element = rootElement;
  let started = false;
  const startOnce = () => {
    if (started) return;
    started = true;
    void start(element);
  };
  requestAnimationFrame(() => setTimeout(startOnce, 0));
  // requestAnimationFrame never fires in a hidden tab.
  setTimeout(startOnce, 200);
} else {
  void start(rootElement);
}
