import { DEFAULT_HERO_IMAGES } from '../lib/images';

/**
 * The API requests each public route's loader makes first for a new visitor (no delivery address chosen,
 * no query string), by route path; `$name` is the path's segment. The server names them in index.html
 * (`<link rel="preload" as="fetch">`, see build/route-preloads.ts), so they download beside the app's
 * JavaScript instead of after it, and the app's fetches take the preloaded answers.
 *
 * Each URL must be exactly what the app requests (parameter order included) or the browser asks twice:
 * e2e/delivery.browser-spec.ts checks that every preloaded URL is requested once. A visitor with a saved
 * delivery state asks with `state=…` and does not use the preload (one spare request, no harm).
 * Only fast public reads belong here; signed-in pages need none.
 */
export const ROUTE_DATA_PRELOADS: Record<string, readonly string[]> = {
  // prefetchHomePage: featured products, featured cohorts, featured creators.
  '/': ['/api/products?featured=true&limit=3', '/api/cohorts?featured=true', '/api/creators?featured=true&limit=3'],
  // loadCatalogPage with no filters: the first page, newest first.
  '/products': ['/api/products?limit=24&offset=0'],
  // loadProductDetail: the product and its recommendations.
  '/products/$id': ['/api/products/$id', '/api/products/$id/recommendations'],
  '/brands': ['/api/brands'],
  '/brand/$id': ['/api/brands/$id', '/api/products?brandId=$id&limit=24&offset=0'],
  '/creators': ['/api/creators'],
  '/creator/$handle': ['/api/creators/$handle'],
  '/categories/$category': ['/api/products?category=$category&limit=24&offset=0'],
  // loadFeed waits for the session (a 401 for a visitor) before it asks for the feed.
  '/feed': ['/api/user', '/api/feed?tab=latest&limit=20'],
  // The public profile without utm parameters (each answer counts one view: the app's fetch takes this one, so a
  // visit still counts once; the server never reads it itself, so it has no image preload).
  '/profile/$username': ['/api/profile/$username'],
};

/**
 * Where the first visible image(s) of a route — usually its Largest Contentful Paint — are named in one of
 * its preloaded API answers. The app finds such an image only after its JavaScript ran, the data came and
 * the page rendered; the server reads the answer itself when it sends the page and names the image in
 * index.html (`<link rel="preload" as="image" fetchpriority="high">`), so it downloads beside the scripts.
 *
 * `from` is one of the route's data URLs (above); `pick` a path into its JSON: `.`-separated fields, `[]`
 * for each element of an array (`[].logo`: the logo of each brand in the list), a number for one element
 * (`images.0`). The first `count` distinct
 * strings found are preloaded: what a phone's first screen shows (the cards below load on their own).
 * They must be the exact `src` the page's `<img>` uses, or the browser downloads twice (the browser spec
 * checks each preloaded image is requested once).
 */
export interface RouteImagePreload {
  from: string;
  pick: string;
  count: number;
  /**
   * When the picked field is empty: one of `images`, chosen by the hash of the sibling field `key` that
   * `defaultHeroImage` (features/creators) uses — `hash = (hash * 31 + char code) >>> 0` over the
   * characters, then `images[hash % images.length]` (backend route-preloads.ts `pickImageUrls`).
   */
  fallback?: { key: string; images: readonly string[] };
}

const CREATOR_HERO_FALLBACK = { key: 'handle', images: DEFAULT_HERO_IMAGES };

export const ROUTE_IMAGE_PRELOADS: Record<string, readonly RouteImagePreload[]> = {
  '/products': [{ from: '/api/products?limit=24&offset=0', pick: '[].image', count: 2 }],
  '/products/$id': [{ from: '/api/products/$id', pick: 'image', count: 1 }],
  // The brand cards' logos (the first card's thumbnails are below the fold on a phone).
  '/brands': [{ from: '/api/brands', pick: '[].logo', count: 2 }],
  '/brand/$id': [{ from: '/api/brands/$id', pick: 'images.0', count: 1 }],
  '/categories/$category': [{ from: '/api/products?category=$category&limit=24&offset=0', pick: '[].image', count: 2 }],
  '/feed': [{ from: '/api/feed?tab=latest&limit=20', pick: '[].product.image', count: 2 }],
  // Creator cards and pages lead with the creator's hero picture (a default one by handle when they have none).
  '/creators': [{ from: '/api/creators', pick: '[].heroImage', count: 2, fallback: CREATOR_HERO_FALLBACK }],
  '/creator/$handle': [{ from: '/api/creators/$handle', pick: 'heroImage', count: 1, fallback: CREATOR_HERO_FALLBACK }],
};
