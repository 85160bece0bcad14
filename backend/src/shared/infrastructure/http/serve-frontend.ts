import { existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { NextFunction, Request, Response } from 'express';
import { acceptsEncoding } from './compress-api-answers';
import { RouteImagePreloads } from './route-image-preloads';
import { imagePreloadLinks, RoutePreloads } from './route-preloads';

/** Built files whose names carry a content hash (Vite's /assets/name-hash.ext): they never change. */
export const HASHED_ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** index.html and the other unhashed files (favicon, robots): asked again each time, answered 304 when unchanged. */
export const PAGE_CACHE_CONTROL = 'no-cache';

/** The encodings the build writes beside each compressible file (frontend/vite.config.ts), best first. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br' },
  { encoding: 'gzip', suffix: '.gz' },
] as const;

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** Paths the SPA never answers: the API, uploaded images, the queue dashboard and the backend's SEO files. */
const NOT_A_PAGE = /^\/(api|images|objects|admin\/queues)(\/|$)|^\/(robots\.txt|sitemap[\w-]*\.xml)$/;

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/**
 * The built React app: static files, and index.html for any other page path (client-side routes).
 * Files the build pre-compressed are sent as their .br or .gz copy when the browser accepts it
 * (Content-Encoding and Vary: Accept-Encoding set), so no CPU is spent compressing per request.
 * Hashed /assets/ files are cached for a year and immutable; index.html and the rest revalidate.
 */
export function serveFrontend(app: NestExpressApplication, distDir: string): void {
  const indexHtml = join(distDir, 'index.html');
  const root = normalize(distDir + sep);
  const staticFiles = express.static(distDir, {
    index: false,
    setHeaders: (response, filePath) => {
      const hashed = filePath.startsWith(join(distDir, 'assets') + sep);
      response.setHeader('Cache-Control', hashed ? HASHED_ASSET_CACHE_CONTROL : PAGE_CACHE_CONTROL);
    },
  });
  /** Which pre-compressed files exist, looked up once per path (the build never changes under a running process). */
  const variants = new Map<string, { encoding: string; suffix: string }[]>();
  const variantsOf = (filePath: string) => {
    let found = variants.get(filePath);
    if (!found) {
      found = PRECOMPRESSED.filter(({ suffix }) => existsSync(filePath + suffix));
      if (variants.size < 10_000) variants.set(filePath, found);
    }
    return found;
  };

  /** Points the request at the best pre-compressed copy of `urlPath`, when there is one the client takes. */
  const choosePrecompressed = (request: Request, response: Response, urlPath: string): string | undefined => {
    const contentType = CONTENT_TYPES[extname(urlPath)];
    if (!contentType) return undefined;
    const filePath = normalize(join(distDir, urlPath));
    if (!filePath.startsWith(root)) return undefined;
    const available = variantsOf(filePath);
    if (available.length === 0) return undefined;
    response.vary('Accept-Encoding');
    const chosen = available.find(({ encoding }) => acceptsEncoding(request.headers['accept-encoding'], encoding));
    if (!chosen) return undefined;
    response.setHeader('Content-Type', contentType);
    response.setHeader('Content-Encoding', chosen.encoding);
    return urlPath + chosen.suffix;
  };

  // These run before Nest's routes: without the guard every API request would first cost a file
  // lookup (fs.stat of dist/api/...) that can never succeed.
  app.use((request: Request, response: Response, next: NextFunction) => {
    if (isApiPath(request.path) || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
    let decodedPath: string;
    try {
      decodedPath = decodeURIComponent(request.path);
    } catch {
      return next();
    }
    const compressedPath = choosePrecompressed(request, response, decodedPath);
    if (compressedPath) {
      const query = request.url.slice(request.path.length);
      request.url = encodeURI(compressedPath) + query;
      return staticFiles(request, response, (error?: unknown) => {
        // Not there after all (a build in progress): undo and serve the plain file.
        response.removeHeader('Content-Encoding');
        response.removeHeader('Content-Type');
        request.url = encodeURI(decodedPath) + query;
        if (error) return next(error);
        staticFiles(request, response, next);
      });
    }
    staticFiles(request, response, next);
  });
  const pages = new PagesWithPreloads(distDir);
  const images = new RouteImagePreloads();
  app.use(async (request: Request, response: Response, next: NextFunction) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !NOT_A_PAGE.test(request.path);
    if (!isPage) return next();
    if (!existsSync(indexHtml)) {
      response.status(503).type('text/plain').send('The shop front end is not built yet: run `npm run build`.');
      return;
    }
    response.setHeader('Cache-Control', PAGE_CACHE_CONTROL);
    const hasQuery = request.url.length > request.path.length;
    // The page's first images, named in its public API answer: asked of this process over the connection's own address.
    const imageUrls = await images.imagesFor(pages.imageSourcesFor(request.path, hasQuery), ownOrigin(request));
    const page = pages.pageFor(request.path, hasQuery, imageUrls);
    if (page) {
      // index.html with this route's preloads: compressed once per distinct page, kept in memory.
      response.vary('Accept-Encoding');
      const accepted = request.headers['accept-encoding'];
      const encoding = acceptsEncoding(accepted, 'br') ? 'br' : acceptsEncoding(accepted, 'gzip') ? 'gzip' : undefined;
      if (encoding) response.setHeader('Content-Encoding', encoding);
      response.type('html');
      // Express answers 304 itself when If-None-Match matches the ETag of these bytes.
      response.send(encoding === 'br' ? page.br : encoding === 'gzip' ? page.gzip : page.plain);
      return;
    }
    const compressed = choosePrecompressed(request, response, '/index.html');
    response.sendFile(compressed ? join(distDir, compressed) : indexHtml);
  });
}

/** This server as the request reached it (its own address and port), to ask its API over loopback. */
function ownOrigin(request: Request): string {
  const address = request.socket.localAddress ?? '127.0.0.1';
  return `http://${address.includes(':') ? `[${address}]` : address}:${request.socket.localPort}`;
}

/**
 * dist/route-shells.json (frontend build/prerender-shells.ts): page path → the markup of the app's first
 * render of that page, which goes into #root so the page paints before its JavaScript has run.
 */
function readShells(file: string): Map<string, string> {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
    return new Map(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return new Map();
  }
}

/** index.html for one route (with its preload links) in the three encodings a browser may take. */
interface PreparedPage {
  plain: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/**
 * index.html with the requested route's `modulepreload`, `preload as=fetch` and `preload as=image` links (route-preloads.ts)
 * and, for the pages that have one, its prerendered first render in #root,
 * compressed once per distinct set of links and kept (a few hundred pages, least recently used first).
 * Reloaded when the build's index.html changes on disk. Pages no route names get the plain file.
 */
class PagesWithPreloads {
  private static readonly MAX_PAGES = 500;
  private readonly indexHtml: string;
  private readonly preloadsJson: string;
  private readonly shellsJson: string;
  private builtAt = -1;
  private html = '';
  private preloads = new RoutePreloads([]);
  private shells = new Map<string, string>();
  private readonly prepared = new Map<string, PreparedPage>();

  constructor(distDir: string) {
    this.indexHtml = join(distDir, 'index.html');
    this.preloadsJson = join(distDir, 'route-preloads.json');
    this.shellsJson = join(distDir, 'route-shells.json');
  }

  imageSourcesFor(path: string, hasQuery: boolean) {
    this.reloadIfRebuilt();
    return this.preloads.imageSourcesFor(path, hasQuery);
  }

  pageFor(path: string, hasQuery: boolean, imageUrls: readonly string[] = []): PreparedPage | undefined {
    this.reloadIfRebuilt();
    const links = { ...this.preloads.linksFor(path, hasQuery), imageLinks: imagePreloadLinks(imageUrls) };
    // The prerendered first render of a page that has one, for the bare path only (a query string changes it).
    const shell = hasQuery ? undefined : this.shells.get(path.length > 1 ? path.replace(/\/$/, '') : path);
    if (!links.dataLinks && !links.moduleLinks && !shell) return undefined;
    const key = `${links.imageLinks}${links.dataLinks}${links.moduleLinks}${shell === undefined ? '' : `#${path}`}`;
    let page = this.prepared.get(key);
    if (page) {
      this.prepared.delete(key);
    } else {
      const withLinks = RoutePreloads.inject(this.html, links);
      const plain = Buffer.from(shell === undefined ? withLinks : withLinks.replace('<div id="root"></div>', () => `<div id="root">${shell}</div>`));
      page = {
        plain,
        // Quality 5: about a millisecond for this page, within a few per cent of the build's quality 11.
        br: brotliCompressSync(plain, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: plain.length } }),
        gzip: gzipSync(plain, { level: 6 }),
      };
      if (this.prepared.size >= PagesWithPreloads.MAX_PAGES) this.prepared.delete(this.prepared.keys().next().value as string);
    }
    this.prepared.set(key, page);
    return page;
  }

  private reloadIfRebuilt(): void {
    let builtAt: number;
    try {
      builtAt = statSync(this.indexHtml).mtimeMs;
    } catch {
      return;
    }
    if (builtAt === this.builtAt) return;
    this.builtAt = builtAt;
    this.html = readFileSync(this.indexHtml, 'utf8');
    this.preloads = existsSync(this.preloadsJson) ? RoutePreloads.parse(readFileSync(this.preloadsJson, 'utf8')) : new RoutePreloads([]);
    this.shells = readShells(this.shellsJson);
    this.prepared.clear();
  }
}
