/**
 * What index.html should start downloading for the page a browser asked for, from the build's
 * dist/route-preloads.json (written by frontend/build/route-preloads.ts).
 *
 * The client-rendered app finds a page's own chunks and data only after its entry script has downloaded
 * and run: entry, then route chunk, then API data, then the images the data names — a chain of requests
 * before the largest paint. Naming the route's chunks (`modulepreload`) and its first API requests
 * (`preload as=fetch`, credentials included as the app's fetches send them) in the HTML lets them all
 * download beside the entry; the app's own requests then take the preloaded answers.
 */
export interface RoutePreloadEntry {
  /** `/products/$id`: a `$name` segment matches one path segment. */
  path: string;
  /** Built chunk URLs (`/assets/….js`). */
  modules: string[];
  /** API URLs, `$name` replaced by the matched segment. Only for the bare route (no query string). */
  data: string[];
}

interface CompiledRoute extends RoutePreloadEntry {
  pattern: RegExp;
  params: string[];
}

/** A path segment that can go into an API URL and an HTML attribute as it is. */
const SAFE_SEGMENT = /^[A-Za-z0-9._~-]{1,200}$/;
const SAFE_URL = /^\/[A-Za-z0-9._~\-/?&=%$]*$/;

/** The URL as an HTML attribute value (the safe-URL check leaves only `&` to escape). */
const attribute = (url: string) => url.replace(/&/g, '&amp;');

export class RoutePreloads {
  private readonly routes: CompiledRoute[];

  constructor(entries: readonly RoutePreloadEntry[]) {
    this.routes = entries
      .filter((entry) => entry.modules.every((url) => SAFE_URL.test(url)) && entry.data.every((url) => SAFE_URL.test(url)))
      .map((entry) => {
        const params: string[] = [];
        const source = entry.path
          .replace(/\/$/, '')
          .split('/')
          .map((segment) => {
            if (!segment.startsWith('$')) return segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
            params.push(segment.slice(1));
            return '([^/]+)';
          })
          .join('/');
        return { ...entry, params, pattern: new RegExp(`^${source}/?$`) };
      })
      // A fixed path wins over a parameter at the same place (`/categories` before `/categories/$category`).
      .sort((a, b) => a.params.length - b.params.length);
  }

  /** Parses dist/route-preloads.json; anything unreadable means no preloads (the page still works). */
  static parse(json: string): RoutePreloads {
    try {
      const parsed = JSON.parse(json) as { routes?: unknown };
      const routes = Array.isArray(parsed.routes) ? parsed.routes : [];
      return new RoutePreloads(
        routes.filter(
          (route): route is RoutePreloadEntry =>
            typeof route?.path === 'string' &&
            Array.isArray(route.modules) &&
            route.modules.every((url: unknown) => typeof url === 'string') &&
            Array.isArray(route.data) &&
            route.data.every((url: unknown) => typeof url === 'string'),
        ),
      );
    } catch {
      return new RoutePreloads([]);
    }
  }

  /**
   * The `<link>` elements for a page path (`request.path`, still percent-encoded) and whether it had a
   * query string (then the route's data depends on it: only its chunks are named). Empty when no route matches.
   */
  linksFor(path: string, hasQuery: boolean): { dataLinks: string; moduleLinks: string } {
    for (const route of this.routes) {
      const match = route.pattern.exec(path);
      if (!match) continue;
      const values = match.slice(1);
      const data =
        hasQuery || !values.every((value) => SAFE_SEGMENT.test(value))
          ? []
          : route.data.map((url) => route.params.reduce((result, name, index) => result.split(`$${name}`).join(values[index]), url));
      return {
        dataLinks: data.map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${attribute(url)}">`).join(''),
        moduleLinks: route.modules.map((url) => `<link rel="modulepreload" crossorigin href="${attribute(url)}">`).join(''),
      };
    }
    return { dataLinks: '', moduleLinks: '' };
  }

  /** index.html with the page's links: data requests before the entry script, route chunks after its own preloads. */
  static inject(html: string, links: { dataLinks: string; moduleLinks: string }): string {
    if (!links.dataLinks && !links.moduleLinks) return html;
    let result = html;
    if (links.dataLinks) result = result.replace(/<script type="module"/, (tag) => `${links.dataLinks}\n    ${tag}`);
    if (links.moduleLinks) {
      const lastPreload = [...result.matchAll(/<link rel="modulepreload"[^>]*>/g)].at(-1);
      const at = lastPreload ? lastPreload.index + lastPreload[0].length : result.indexOf('</head>');
      result = `${result.slice(0, at)}${links.moduleLinks}${result.slice(at)}`;
    }
    return result;
  }
}
