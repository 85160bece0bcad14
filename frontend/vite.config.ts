import { fileURLToPath, URL } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineStylesheet } from './build/inline-stylesheet';
import { precompress } from './build/precompress';
import { prerenderShells } from './build/prerender-shells';
import { routePreloads } from './build/route-preloads';
import { storefrontChunk } from './build/storefront-chunk';
import { ROUTE_DATA_PRELOADS, ROUTE_IMAGE_PRELOADS } from './src/app/route-data-preloads';

/** The API the dev server forwards to: `npm run dev:api` (port 3000), or ROUNDS_DEV_API. */
const backend = process.env.ROUNDS_DEV_API ?? 'http://127.0.0.1:3000';

/**
 * Forwarded with the browser's own Host header. Vite's string shorthand (`'/api': backend`) sets changeOrigin,
 * which rewrites Host to the backend's address: without PUBLIC_ORIGIN the API builds share links on the origin a
 * request came in on, which then named the API's port instead of the page's, and it refuses a write whose Origin
 * names another host than Host (CROSS_SITE_REQUEST), which every write through the dev server then was.
 */
const toBackend = { target: backend, changeOrigin: false };

// The public pages: the app modules two or more of them share load as one chunk (build/storefront-chunk.ts).
const storefront = storefrontChunk([...Object.keys(ROUTE_DATA_PRELOADS), '/categories']);

export default defineConfig(({ command }) => {
  // A build is always a production build, whatever NODE_ENV the shell has: with NODE_ENV=development
  // Vite would ship React's development build (jsxDEV everywhere, three times larger and much slower).
  // Vite reads NODE_ENV after loading this file, so setting it here decides.
  if (command === 'build') process.env.NODE_ENV = 'production';
  return {
    plugins: [
      // The router plugin must run before the React plugin so route files are transformed first.
      tanstackRouter({
        target: 'react',
        autoCodeSplitting: true,
        // Every component of a route (also its pending, error and not-found ones) loads with the route's own
        // chunk: the entry keeps only the route tree, loaders and guards, so `/` does not carry other pages' code.
        codeSplittingOptions: { defaultBehavior: [['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']] },
      }),
      react(),
      tailwindcss(),
      storefront.plugin,
      inlineStylesheet(),
      routePreloads(ROUTE_DATA_PRELOADS, ROUTE_IMAGE_PRELOADS),
      // Pages whose largest paint is static text (no data, no path parameters): painted from the HTML. Pages
      // whose largest paint waits for data (a product image) gain nothing from painting early and would count
      // the app's start-up as blocking time (measured: /products 57-60 with a shell, 67-83 without).
      prerenderShells(['/', '/categories']),
      precompress(),
    ],
    resolve: {
      alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
    },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Every browser the shop supports preloads modules natively.
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // Short chunk names: the entry carries every lazy chunk's file name in its preload map, and that
          // map grows with each route (~20 bytes a name saved, in the initial JS of every page).
          chunkFileNames: 'assets/[hash].js',
          codeSplitting: {
            groups: [
              // React, the router and React Query: needed by every page, changed rarely, so one long-cached
              // file instead of a dozen small requests.
              // (Mutations are for signed-in actions, which load with their features.)
              {
                name: 'framework',
                test: storefront.claim((id: string) =>
                  /node_modules[\\/](react|react-dom|scheduler|@tanstack|use-sync-external-store)[\\/]/.test(id) &&
                  !/[\\/](useMutation|useMutationState|mutationObserver|useIsMutating)\.js$/.test(id)),
                priority: 2,
              },
              // The primitives behind the dialogs and drawers (age gate, cart, checkout, address, phone menu):
              // one file, loaded with the first of them.
              {
                name: 'dialog',
                test: /node_modules[\\/](@radix-ui[\\/](react-dialog|react-dismissable-layer|react-focus-scope|react-focus-guards|react-portal|react-presence|react-id|react-primitive|react-slot|react-compose-refs|react-context|react-use-[a-z-]+|primitive)|react-remove-scroll|react-remove-scroll-bar|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|tslib)[\\/]/,
                priority: 1,
              },
              // Everything else the entry needs before the first render (the app's shell, loaders, the API
              // fetcher and clients, small helpers): one file, instead of a dozen tiny shared chunks that each
              // cost a request and compress worse apart.
              { name: storefront.claim((_id: string) => 'shell'), tags: ['$initial'], priority: 0 },
              // The signed-in user menu's dropdown and its positioning.
              { name: 'menu', test: /node_modules[\\/](@radix-ui[\\/](react-dropdown-menu|react-menu|react-popper|react-roving-focus|react-collection|react-direction|react-arrow)|@floating-ui)[\\/]/, priority: 1 },
              // What the public pages share (last: it takes only what the groups above left).
              { name: storefront.name, includeDependenciesRecursively: false, priority: -1 },
            ],
          },
        },
      },
    },
    server: {
      proxy: {
        '/api': toBackend,
        '/images': toBackend,
        '/objects': toBackend,
        '/admin/queues': toBackend,
      },
    },
  };
});
