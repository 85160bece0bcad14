import type { Plugin, Rolldown } from 'vite';
import { ROUTE_SPLIT_MODULE, routePathOf } from './route-preloads';

/**
 * One chunk, `storefront`, for the app modules that two or more public pages share.
 *
 * Left to the automatic splitting, every set of routes that shares a module gets a chunk of its own: `/`
 * loaded 26 files of 0.4–2 kB each (14.5 kB gzip in all), the creator page 26, the product page 19. On a
 * phone's connection each request costs a round trip more than its bytes; one file of what the public
 * pages have in common is two requests a page, and the next public page finds it in the cache.
 *
 * A module another group takes first (the framework, the shell's initial modules) stays there: `claim`
 * wraps those groups' `test` or `name` to note what they took (Rolldown asks the groups in the order they
 * are declared, so the storefront group must come last). `plugin` reads which public routes reach each
 * module through static imports, and fails the build if the storefront ever became part of what every
 * page loads first.
 */
export function storefrontChunk(publicRoutePaths: readonly string[]) {
  const publicPaths = new Set(publicRoutePaths);
  /** For each module, the public route files whose page component reaches it through static imports. */
  const routesById = new Map<string, Set<string>>();
  const claimed = new Set<string>();

  const claim =
    <Args extends [string, ...unknown[]], Result>(decide: (...args: Args) => Result) =>
    (...args: Args): Result => {
      const result = decide(...args);
      if (result) claimed.add(args[0]);
      return result;
    };

  const name = (id: string): string | null => {
    if (claimed.has(id)) return null;
    return (routesById.get(id)?.size ?? 0) >= 2 ? 'storefront' : null;
  };

  const plugin: Plugin = {
    name: 'rounds:storefront-chunk',
    apply: 'build',
    buildEnd() {
      routesById.clear();
      claimed.clear();
      for (const id of this.getModuleIds()) {
        const routeFile = ROUTE_SPLIT_MODULE.exec(id)?.[1];
        if (!routeFile || !publicPaths.has(routePathOf(routeFile))) continue;
        const queue = [id];
        const seen = new Set(queue);
        while (queue.length) {
          const current = queue.pop()!;
          let routes = routesById.get(current);
          if (!routes) routesById.set(current, (routes = new Set()));
          routes.add(routeFile);
          const info = this.getModuleInfo(current);
          // Rolldown lists dynamic imports among `importedIds` too: those load as chunks of their own.
          const dynamic = new Set(info?.dynamicallyImportedIds ?? []);
          for (const imported of info?.importedIds ?? []) {
            if (seen.has(imported) || dynamic.has(imported)) continue;
            seen.add(imported);
            queue.push(imported);
          }
        }
      }
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((item): item is Rolldown.OutputChunk => item.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const initial = new Set<string>();
      const queue = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      while (queue.length) {
        const fileName = queue.pop()!;
        if (initial.has(fileName)) continue;
        initial.add(fileName);
        queue.push(...(chunks.get(fileName)?.imports ?? []));
      }
      for (const fileName of initial) {
        if (chunks.get(fileName)?.name === 'storefront') {
          this.error('The storefront chunk became part of the initial JavaScript: a group declared before it must claim its modules.');
        }
      }
    },
  };

  return { plugin, name, claim };
}
