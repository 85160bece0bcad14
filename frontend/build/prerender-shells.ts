import { writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { createServer, type Plugin } from 'vite';

export const ROUTE_SHELLS_FILE = 'route-shells.json';

/**
 * Writes dist/route-shells.json: for each path in `paths`, the markup the app's first render of that page
 * produces for a new visitor before any API answer (src/app/prerender.tsx, rendered with React's server
 * renderer through Vite's SSR loader). The server puts it into index.html's #root (backend
 * serve-frontend.ts), so the page paints as soon as the HTML arrives — heading, text, skeletons — instead
 * of after its JavaScript; the app then renders the same markup in its place (no layout shift).
 *
 * Only pages whose first render does not depend on the path's parameters or on data belong here: a
 * product or creator page would be prerendered as its not-found or error state. Inline scripts (the
 * router's scroll restoration) are dropped: the content security policy allows none, and the app runs its own.
 */
export function prerenderShells(paths: readonly string[]): Plugin {
  let outDir = 'dist';
  let root = process.cwd();
  let configFile: string | undefined;
  return {
    name: 'rounds:prerender-shells',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
      configFile = config.configFile;
    },
    async closeBundle() {
      const server = await createServer({
        root,
        configFile,
        logLevel: 'warn',
        appType: 'custom',
        server: { middlewareMode: true, hmr: false, watch: null, ws: false },
      });
      try {
        const { prerender } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as { prerender: (path: string) => Promise<string> };
        const shells: Record<string, string> = {};
        for (const path of paths) shells[path] = (await prerender(path)).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
        await writeFile(resolve(outDir, ROUTE_SHELLS_FILE), `${JSON.stringify(shells)}\n`);
      } finally {
        await server.close();
      }
    },
  };
}
