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
  /** Where the route's first visible images are named in one of its API answers (route-image-preloads.ts). */
  images?: RouteImageSource[];
}

/** `from`: an API URL (`$name` replaced like `data`); `pick`: a path into its JSON (`[].logo`, `image`, `images.0`); the first `count` found. */
export interface RouteImageSource {
  from: string;
  pick: string;
  count: number;
  /** When the picked field is empty: `images[hash(sibling field key) % images.length]` (see `pickImageUrls`). */
  fallback?: { key: string; images: string[] };
}

const isImageSource = (value: unknown): value is RouteImageSource => {
  const source = value as RouteImageSource | undefined;
  return (
    typeof source?.from === 'string' &&
    SAFE_URL.test(source.from) &&
    typeof source.pick === 'string' &&
    Number.isInteger(source.count) &&
    source.count > 0 &&
    source.count <= 8 &&
    (source.fallback === undefined ||
      (typeof source.fallback.key === 'string' &&
        Array.isArray(source.fallback.images) &&
        source.fallback.images.length > 0 &&
        source.fallback.images.every(isSameOriginUrl)))
  );
};

interface CompiledRoute extends RoutePreloadEntry {
  images: RouteImageSource[];
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
        return { ...entry, images: (entry.images ?? []).filter(isImageSource), params, pattern: new RegExp(`^${source}/?$`) };
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
            route.data.every((url: unknown) => typeof url === 'string') &&
            (route.images === undefined || Array.isArray(route.images)),
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
    const matched = this.match(path);
    if (matched) {
      const { route, fill } = matched;
      const data = hasQuery || !fill ? [] : route.data.map(fill);
      return {
        dataLinks: data.map((url) => `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${attribute(url)}">`).join(''),
        moduleLinks: route.modules.map((url) => `<link rel="modulepreload" crossorigin href="${attribute(url)}">`).join(''),
      };
    }
    return { dataLinks: '', moduleLinks: '' };
  }

  /** Where the page's first visible images are named (API URLs filled in); none when a query string decides the data. */
  imageSourcesFor(path: string, hasQuery: boolean): RouteImageSource[] {
    const matched = this.match(path);
    if (!matched?.fill || hasQuery) return [];
    const { route, fill } = matched;
    return route.images.map((source) => ({ ...source, from: fill(source.from) }));
  }

  /** The route the path matches, and (when every segment is plainly safe) the filler of its `$name`s in a URL. */
  private match(path: string): { route: CompiledRoute; fill?: (url: string) => string } | undefined {
    for (const route of this.routes) {
      const match = route.pattern.exec(path);
      if (!match) continue;
      const values = match.slice(1);
      if (!values.every((value) => SAFE_SEGMENT.test(value))) return { route };
      return { route, fill: (url) => route.params.reduce((result, name, index) => result.split(`$${name}`).join(values[index]), url) };
    }
    return undefined;
  }

  /**
   * index.html with the page's links: images and data requests before the entry script (the images the
   * page shows first, then its data), route chunks after its own preloads.
   */
  static inject(html: string, links: { dataLinks: string; moduleLinks: string; imageLinks?: string }): string {
    const early = `${links.imageLinks ?? ''}${links.dataLinks}`;
    if (!early && !links.moduleLinks) return html;
    let result = html;
    if (early) result = result.replace(/<script type="module"/, (tag) => `${early}\n    ${tag}`);
    if (links.moduleLinks) {
      const lastPreload = [...result.matchAll(/<link rel="modulepreload"[^>]*>/g)].at(-1);
      const at = lastPreload ? lastPreload.index + lastPreload[0].length : result.indexOf('</head>');
      result = `${result.slice(0, at)}${links.moduleLinks}${result.slice(at)}`;
    }
    return result;
  }
}

/** A same-origin path (not `//host`) that can go into an attribute as it is. */
const isSameOriginUrl = (value: unknown): value is string => typeof value === 'string' && SAFE_URL.test(value) && !value.startsWith('//');

/**
 * The first `count` distinct image URLs that `pick` names in an API answer: `.`-separated fields, `[]` for
 * each element of an array, a number for one element (`[].logo`, `[].product.image`, `images.0`). Anything
 * that is not a plain same-origin path is skipped (a preload can only help for the exact `src` the page uses).
 */
export function pickImageUrls(json: unknown, pick: string, count: number, fallback?: RouteImageSource['fallback']): string[] {
  const steps = pick.replace(/\[\]/g, '.[]').split('.').filter(Boolean);
  const field = steps.pop();
  if (field === undefined) return [];
  let parents: unknown[] = [json];
  for (const step of field === '[]' ? [...steps, '[]'] : steps) {
    parents = parents.flatMap((value) => {
      if (step === '[]') return Array.isArray(value) ? value : [];
      if (value === null || typeof value !== 'object') return [];
      return [(value as Record<string, unknown>)[step]];
    });
  }
  if (field === '[]') return [...new Set(parents.filter(isSameOriginUrl))].slice(0, count);
  const values = parents.map((parent) => {
    if (parent === null || typeof parent !== 'object') return undefined;
    const record = parent as Record<string, unknown>;
    if (record[field]) return record[field];
    const key = fallback ? record[fallback.key] : undefined;
    return fallback && typeof key === 'string' ? fallback.images[stringHash(key) % fallback.images.length] : undefined;
  });
  return [...new Set(values.filter(isSameOriginUrl))].slice(0, count);
}

/** The frontend's default-hero hash (features/creators defaultHeroImage); the browser spec checks both pick the same image. */
function stringHash(text: string): number {
  let hash = 0;
  for (const character of text) hash = (hash * 31 + character.charCodeAt(0)) >>> 0;
  return hash;
}

/** `<link rel="preload" as="image">` for the images a page shows first, at high priority like their `<img>`. */
export function imagePreloadLinks(urls: readonly string[]): string {
  return urls.map((url) => `<link rel="preload" as="image" fetchpriority="high" href="${attribute(url)}">`).join('');
}
