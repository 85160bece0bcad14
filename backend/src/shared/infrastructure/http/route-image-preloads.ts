import { pickImageUrls, type RouteImageSource } from './route-preloads';

/** How long the images read from one API answer are reused: a stale name costs one spare download, never wrong data. */
const IMAGE_NAMES_TTL_MS = 10_000;
/** The page does not wait longer than this for its API answer: without it, the page just has no image preloads. */
const API_ANSWER_TIMEOUT_MS = 300;
/** An answer still missing after this long is given up (the next page asks again). */
const API_ANSWER_ABANDONED_MS = 5_000;
const MAX_ANSWERS = 1_000;

/**
 * The first visible images of a page (its Largest Contentful Paint, mostly), read from the page's own public
 * API answer when the server sends index.html, so the HTML can name them (`preload as=image`) and the image
 * downloads beside the scripts instead of after scripts, data and render.
 *
 * The answer is asked over loopback from this same process, without the visitor's cookies (only public reads
 * are named in route-data-preloads.ts), with a short timeout, and the names found are kept a few seconds per
 * API URL: the catalog's answers come from its page cache, so this costs about one request per page and
 * TTL. Only which image to download early depends on it; the page's data is still fetched by the app.
 * An answer slower than the page's wait (a cold query on a busy machine) still arrives and serves the
 * pages after it, rather than leaving them all without image preloads until the names expire. Names that
 * have expired keep serving while their replacement is asked for, so once a page has been answered its
 * HTML does not lose its preloads whenever the machine is slow to answer again.
 */
export class RouteImagePreloads {
  private readonly found = new Map<string, { at: number; urls: Promise<string[]>; known?: string[] }>();

  constructor(private readonly now: () => number = Date.now) {}

  /** The image URLs for these sources, asked of the API at `origin` (`http://127.0.0.1:3000`). */
  async imagesFor(sources: readonly RouteImageSource[], origin: string): Promise<string[]> {
    if (sources.length === 0) return [];
    const lists = await Promise.all(sources.map((source) => RouteImagePreloads.withinPageWait(this.read(origin, source))));
    return [...new Set(lists.flat())];
  }

  private read(origin: string, source: RouteImageSource): Promise<string[]> {
    const key = `${source.from}\n${source.pick}\n${source.count}`;
    const cached = this.found.get(key);
    if (cached && this.now() - cached.at < IMAGE_NAMES_TTL_MS) return cached.known ? Promise.resolve(cached.known) : cached.urls;
    const entry: { at: number; urls: Promise<string[]>; known?: string[] } = { at: this.now(), urls: Promise.resolve([]), known: cached?.known };
    entry.urls = fetch(origin + source.from, { headers: { accept: 'application/json' }, signal: AbortSignal.timeout(API_ANSWER_ABANDONED_MS) })
      .then(async (response) => (response.ok ? pickImageUrls(await response.json(), source.pick, source.count, source.fallback) : null))
      .catch(() => null)
      .then((urls) => {
        // A failed or refused answer keeps the names already known: they are still the likeliest images.
        if (urls) entry.known = urls;
        return entry.known ?? [];
      });
    this.found.delete(key);
    if (this.found.size >= MAX_ANSWERS) this.found.delete(this.found.keys().next().value as string);
    this.found.set(key, entry);
    return entry.known ? Promise.resolve(entry.known) : entry.urls;
  }

  /** The page waits at most API_ANSWER_TIMEOUT_MS for the names (its body included): then it goes without. */
  private static withinPageWait(urls: Promise<string[]>): Promise<string[]> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<string[]>((resolve) => {
      timer = setTimeout(() => resolve([]), API_ANSWER_TIMEOUT_MS);
    });
    return Promise.race([urls, timeout]).finally(() => clearTimeout(timer));
  }
}
