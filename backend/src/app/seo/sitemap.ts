/** A sitemap (sitemaps.org 0.9) of public pages, or an index of sitemaps: plain functions, no framework. */

/** The protocol's limit is 50,000 URLs per file; smaller files are quicker to build and read. */
export const SITEMAP_PAGE_SIZE = 10_000;

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => XML_ESCAPES[char]);
}

/** `<urlset>` of absolute URLs: `origin` (e.g. https://rounds.example) joined with each path. */
export function urlSet(origin: string, paths: readonly string[]): string {
  const urls = paths.map((path) => `  <url><loc>${escapeXml(origin + path)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

/** `<sitemapindex>` naming each sitemap file by its path under `origin`. */
export function sitemapIndex(origin: string, sitemapPaths: readonly string[]): string {
  const entries = sitemapPaths.map((path) => `  <sitemap><loc>${escapeXml(origin + path)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</sitemapindex>\n`;
}

/** Pages every crawler may read; the signed-in areas, checkout and the API are not for indexing. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /auth',
    'Disallow: /admin',
    'Disallow: /dashboard',
    'Disallow: /orders',
    'Disallow: /profile$',
    'Disallow: /taste-profile',
    'Disallow: /brand$',
    'Disallow: /brand-register',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

/** The pages that are always there, whatever the catalog holds. */
export const STATIC_PUBLIC_PATHS = ['/', '/products', '/brands', '/creators', '/categories', '/feed'] as const;
