import { escapeXml, robotsTxt, sitemapIndex, urlSet } from './sitemap';

describe('sitemap documents', () => {
  it('lists absolute, escaped URLs in a urlset', () => {
    const xml = urlSet('https://rounds.example', ['/', '/categories/cocktail-kits', "/creator/a&b'"]);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<url><loc>https://rounds.example/</loc></url>');
    expect(xml).toContain('<url><loc>https://rounds.example/categories/cocktail-kits</loc></url>');
    expect(xml).toContain('<loc>https://rounds.example/creator/a&amp;b&apos;</loc>');
  });

  it('names each sitemap in the index', () => {
    const xml = sitemapIndex('http://127.0.0.1:3000', ['/sitemap-pages.xml', '/sitemap-products-1.xml']);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<sitemap><loc>http://127.0.0.1:3000/sitemap-products-1.xml</loc></sitemap>');
  });

  it('keeps crawlers out of the API and the signed-in areas and points them to the sitemap', () => {
    const robots = robotsTxt('https://rounds.example');
    expect(robots.split('\n')).toEqual(expect.arrayContaining(['User-agent: *', 'Disallow: /api/', 'Disallow: /admin', 'Sitemap: https://rounds.example/sitemap.xml']));
  });

  it('escapes the five XML specials', () => {
    expect(escapeXml(`<a href="x">&'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;');
  });
});
