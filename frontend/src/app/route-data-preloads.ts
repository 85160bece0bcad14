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
};
