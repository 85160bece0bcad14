import type { Plugin, Rolldown } from 'vite';
import type { RouteImagePreload } from '../src/app/route-data-preloads';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** What the server adds to index.html for one route (backend serve-frontend.ts reads dist/route-preloads.json). */
export interface RoutePreload {
  /** The route's path as the router writes it: `/products/$id` (a `$name` segment matches any one segment). */
  path: string;
  /** The route's own chunks and the chunks they import statically, minus what index.html loads anyway. */
  modules: string[];
  /** The API requests a new visitor's first render of the route makes, `$name` taken from the path. */
  data: string[];
  /** Where the route's first visible images are named in one of its `data` answers (the server reads them). */
  images?: RouteImagePreload[];
}

export const ROUTE_PRELOADS_FILE = 'route-preloads.json';

/** `products.$id` → `/products/$id`; `products.index` → `/products`; `_authenticated.admin` → `/admin`. */
export function routePathOf(routeFile: string): string {
  const segments = routeFile.split('.').filter((segment) => segment !== 'index' && !segment.startsWith('_'));
  return `/${segments.join('/')}`;
}

/** The pathless layouts (`_authenticated`) a route file sits in, outermost first. */
function layoutsOf(routeFile: string): string[] {
  const segments = routeFile.split('.');
  const layouts: string[] = [];
  for (let index = 0; index < segments.length - 1; index++) {
    if (segments[index].startsWith('_')) layouts.push(segments.slice(0, index + 1).join('.'));
  }
  return layouts;
}

export const ROUTE_SPLIT_MODULE = /[\\/]src[\\/]routes[\\/]([^\\/?]+)\.tsx\?tsr-split=/;

/**
 * Writes dist/route-preloads.json: for each file route, the chunks its split parts (component, and loader
 * where a route splits it) load, with their static imports. The entry script finds a route's chunks only
 * after it has downloaded and run, so a first visit fetched the entry, then the route's chunk, then its
 * data, one after the other. The server names the requested route's chunks (`modulepreload`) and first
 * API requests (`preload as=fetch`) in index.html, so all of them download beside the entry.
 *
 * `dataPreloads` are per route path (see src/app/route-data-preloads.ts): they must be exactly the URLs
 * the route's loader requests for a new visitor, or the browser fetches twice (a browser spec checks it).
 */
export function routePreloads(
  dataPreloads: Record<string, readonly string[]>,
  imagePreloads: Record<string, readonly RouteImagePreload[]> = {},
): Plugin {
  return {
    name: 'rounds:route-preloads',
    apply: 'build',
    generateBundle(_options, bundle: OutputBundle) {
      const chunks = Object.values(bundle).filter((item): item is OutputChunk => item.type === 'chunk');
      const entry = chunks.find((chunk) => chunk.isEntry);
      if (!entry) return;
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const withStaticImports = (fileNames: Iterable<string>) => {
        const found = new Set<string>();
        const queue = [...fileNames];
        while (queue.length) {
          const fileName = queue.shift()!;
          if (found.has(fileName)) continue;
          found.add(fileName);
          queue.push(...(byName.get(fileName)?.imports ?? []));
        }
        return found;
      };
      const initial = withStaticImports([entry.fileName]);
      const chunksOfFile = new Map<string, Set<string>>();
      for (const chunk of chunks) {
        for (const id of chunk.moduleIds) {
          const routeFile = ROUTE_SPLIT_MODULE.exec(id)?.[1];
          if (!routeFile) continue;
          const set = chunksOfFile.get(routeFile) ?? new Set<string>();
          set.add(chunk.fileName);
          chunksOfFile.set(routeFile, set);
        }
      }
      const routes: RoutePreload[] = [];
      for (const [routeFile, own] of chunksOfFile) {
        if (routeFile.startsWith('__')) continue;
        const files = new Set(own);
        for (const layout of layoutsOf(routeFile)) for (const file of chunksOfFile.get(layout) ?? []) files.add(file);
        if (routeFile.startsWith('_') && !routeFile.includes('.')) continue; // a pathless layout on its own
        const path = routePathOf(routeFile);
        routes.push({
          path,
          modules: [...withStaticImports(files)].filter((file) => !initial.has(file)).map((file) => `/${file}`),
          data: [...(dataPreloads[path] ?? [])],
          ...(imagePreloads[path] ? { images: [...imagePreloads[path]] } : {}),
        });
      }
      for (const path of Object.keys(dataPreloads)) {
        if (!routes.some((route) => route.path === path)) this.error(`route-data-preloads names ${path}, which is no route`);
      }
      for (const [path, sources] of Object.entries(imagePreloads)) {
        for (const source of sources) {
          if (!dataPreloads[path]?.includes(source.from)) this.error(`route-image-preloads: ${source.from} is not a data preload of ${path}`);
        }
      }
      routes.sort((a, b) => a.path.localeCompare(b.path));
      this.emitFile({ type: 'asset', fileName: ROUTE_PRELOADS_FILE, source: `${JSON.stringify({ routes }, null, 1)}\n` });
    },
  };
}
