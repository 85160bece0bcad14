import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { useShopInBrowser } from './support/shop-session';

const SCREENSHOTS = process.env.SCREENSHOT_DIR ?? '/tmp/web-speed';

/** How the shop is delivered to a browser: compression, caching, robots and sitemap, one fetch per answer. */
describe('delivery', () => {
  const shop = useShopInBrowser({ ageVerified: true });
  let page: Page;
  beforeEach(() => {
    page = shop.page;
  });

  const get = (path: string, acceptEncoding: string) =>
    page.request.get(path, { headers: { 'Accept-Encoding': acceptEncoding }, failOnStatusCode: true });

  const dataPreloadsOf = (html: string) =>
    [...html.matchAll(/<link rel="preload" as="fetch" crossorigin="use-credentials" href="([^"]+)">/g)].map((match) => match[1].replace(/&amp;/g, '&'));

  /**
   * The server waits 300 ms at most for the answer it reads a page's images from; on a loaded machine a cold
   * answer can take longer, and then it serves the next pages (backend route-image-preloads.ts). The page is
   * asked for once and its answers awaited, so the pages checked after this are ones sent after them.
   */
  async function afterItsAnswers(path: string): Promise<void> {
    for (const url of dataPreloadsOf(await (await get(path, 'br')).text())) await page.request.get(url); // (/api/user answers 401)
  }

  async function entryScript(): Promise<string> {
    const html = await (await get('/', 'identity')).text();
    const entry = /<script type="module"[^>]*src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(entry).toBeDefined();
    return entry as string;
  }

  it('sends pages and built files compressed (brotli, else gzip) and cached as they should be', async () => {
    const entry = await entryScript();

    for (const path of ['/', '/products', entry]) {
      if (path !== entry) await afterItsAnswers(path);
      const brotli = await get(path, 'gzip, deflate, br');
      expect(brotli.headers()['content-encoding']).toBe('br');
      expect(brotli.headers()['vary']).toMatch(/Accept-Encoding/i);
      const gzip = await get(path, 'gzip');
      expect(gzip.headers()['content-encoding']).toBe('gzip');
      const plain = await get(path, 'identity');
      expect(plain.headers()['content-encoding']).toBeUndefined();
      // The same bytes, whichever way they travelled (the client decodes them).
      expect((await brotli.body()).equals(await plain.body())).toBe(true);
      expect((await gzip.body()).equals(await plain.body())).toBe(true);
    }

    // Hashed files never change: a year, immutable. The page revalidates every time.
    const script = await get(entry, 'br');
    expect(script.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(script.headers()['content-type']).toMatch(/^text\/javascript/);
    for (const path of ['/', '/products', '/creators']) {
      const html = await get(path, 'br');
      expect(html.headers()['cache-control']).toBe('no-cache');
      expect(html.headers()['content-type']).toMatch(/^text\/html/);
    }
  });

  it('compresses API answers above the threshold, also the cached catalog page, and not tiny ones', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      // The first answer is read and cached, the second comes from the cache: both compressed.
      const catalog = await get('/api/products?limit=24', 'gzip, deflate, br');
      expect(catalog.headers()['content-encoding']).toBe('br');
      expect(catalog.headers()['content-type']).toMatch(/^application\/json/);
      expect(((await catalog.json()) as unknown[]).length).toBeGreaterThan(0);
    }
    const gzip = await get('/api/products?limit=24', 'gzip');
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    const creators = await get('/api/creators?limit=6', 'br');
    expect(creators.headers()['content-encoding']).toBe('br');
    // A signed-out session answer is a few bytes: not worth compressing.
    const user = await page.request.get('/api/user', { headers: { 'Accept-Encoding': 'br' } });
    expect(user.headers()['content-encoding']).toBeUndefined();
  });

  it('serves robots.txt as text and a sitemap of the public pages', async () => {
    const robots = await get('/robots.txt', 'identity');
    expect(robots.headers()['content-type']).toMatch(/^text\/plain/);
    const robotsText = await robots.text();
    expect(robotsText).toMatch(/^User-agent: \*$/m);
    expect(robotsText).toMatch(/^Disallow: \/api\/$/m);
    expect(robotsText).not.toContain('<html');
    const sitemapUrl = /^Sitemap: (\S+)$/m.exec(robotsText)?.[1];
    expect(sitemapUrl).toBe(`${shop.server.baseUrl}/sitemap.xml`);

    const index = await get('/sitemap.xml', 'identity');
    expect(index.headers()['content-type']).toMatch(/^application\/xml/);
    const sitemaps = [...(await index.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    expect(sitemaps).toEqual(['/sitemap-pages.xml', '/sitemap-brands.xml', '/sitemap-creators.xml', '/sitemap-products-1.xml']);

    const paths = async (sitemap: string) =>
      [...(await (await get(sitemap, 'identity')).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]).pathname);
    const pages = await paths('/sitemap-pages.xml');
    expect(pages).toEqual(expect.arrayContaining(['/', '/products', '/brands', '/creators', '/categories', '/feed', '/categories/whiskey']));
    expect((await paths('/sitemap-products-1.xml')).every((path) => /^\/products\/[0-9a-f-]{36}$/.test(path))).toBe(true);
    expect((await paths('/sitemap-products-1.xml')).length).toBeGreaterThan(10);
    expect((await paths('/sitemap-brands.xml')).every((path) => /^\/brand\/[0-9a-f-]{36}$/.test(path))).toBe(true);
    expect(await paths('/sitemap-creators.xml')).toContain('/creator/mayapours');
    expect((await page.request.get('/sitemap-products-2.xml')).status()).toBe(404);
  });

  it('asks for the session, the featured cohorts and the featured creators once each on a cold home page', async () => {
    const requests: string[] = [];
    const failed: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/')) requests.push(url.pathname + url.search);
    });
    page.on('requestfailed', (request) => failed.push(`${request.url()} ${request.failure()?.errorText}`));
    await page.goto('/');
    await page.getByTestId('creator-card').first().waitFor();
    await page.getByTestId('cohort-card').first().waitFor();
    await page.waitForLoadState('networkidle');

    const count = (path: string) => requests.filter((request) => request === path).length;
    expect(count('/api/user')).toBe(1);
    expect(count('/api/cohorts?featured=true')).toBe(1);
    expect(count('/api/creators?featured=true&limit=3')).toBe(1);
    expect(failed).toEqual([]);
  });

  it("names each public page's chunks, first API requests and first images in its HTML, and the app uses those answers (one request each)", async () => {
    const product = ((await (await get('/api/products?limit=1', 'identity')).json()) as { id: string }[])[0];
    for (const path of ['/', '/products', `/products/${product.id}`, '/brands', '/creators', '/creator/mayapours', '/feed', '/categories/gin', '/profile/shopper']) {
      await afterItsAnswers(path);
      const html = await (await get(path, 'br')).text();
      const dataPreloads = dataPreloadsOf(html);
      const routeChunks = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
      const imagePreloads = [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/g)].map((match) => match[1]);
      expect({ path, dataPreloads: dataPreloads.length > 0 }).toEqual({ path, dataPreloads: true });
      // The pages whose largest paint is a picture from their data name it (src/app/route-data-preloads.ts).
      const withImages = path === '/products' || path.startsWith('/products/') || ['/brands', '/creators', '/creator/mayapours', '/feed', '/categories/gin'].includes(path);
      expect({ path, imagePreloads: imagePreloads.length > 0 }).toEqual({ path, imagePreloads: withImages });
      expect(routeChunks.length).toBeGreaterThan(2);

      // A page of its own for each path: a late request of the previous page (a chunk imported after its network
      // went idle, as happens on a loaded machine) cannot be counted as this one's.
      const visit = await page.context().newPage();
      const requests: string[] = [];
      visit.on('request', (request) => {
        const url = new URL(request.url());
        requests.push(url.pathname + url.search);
      });
      await visit.goto(path);
      await visit.waitForLoadState('networkidle');
      // Each preloaded answer is taken by the app's own fetch: a URL that differs from the app's would show twice.
      for (const url of dataPreloads) expect({ path, url, requests: requests.filter((request) => request === url).length }).toEqual({ path, url, requests: 1 });
      // Each preloaded image is one the page shows, downloaded once.
      for (const url of imagePreloads) {
        expect({ path, url, requests: requests.filter((request) => request === url).length }).toEqual({ path, url, requests: 1 });
        expect({ path, url, shown: (await visit.locator(`img[src="${url}"]`).count()) > 0 }).toEqual({ path, url, shown: true });
      }
      // The route's chunks were all needed: none is fetched twice, none is left unused by the page.
      const scripts = requests.filter((request) => request.startsWith('/assets/'));
      const fetchedTwice = scripts.filter((script, index) => scripts.indexOf(script) !== index);
      expect({ path, fetchedTwice }).toEqual({ path, fetchedTwice: [] });
      await visit.close();
    }
    // With a query string the data depends on it: only the chunks are named.
    const search = await (await get('/products?search=gin', 'br')).text();
    expect(search).not.toContain('as="fetch"');
    expect(search).toContain('rel="modulepreload"');
  });

  it('sends the prerendered first render of the home and categories pages in their HTML, which the app replaces with the same layout', async () => {
    const root = (html: string) => html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
    const home = root(await (await get('/', 'br')).text());
    expect(home).toContain('Premium spirits recommended by expert curators');
    expect(root(await (await get('/categories', 'gzip')).text())).toContain('Find your next bottle by what you love to drink.');
    // A query string changes the page, and pages whose largest paint waits for data have no shell.
    expect(root(await (await get('/?ref=mail', 'br')).text()).trim()).toBe('<div id="root"></div>');
    expect(root(await (await get('/products', 'br')).text()).trim()).toBe('<div id="root"></div>');
    expect(root(await (await get('/creator/mayapours', 'br')).text()).trim()).toBe('<div id="root"></div>');

    // Without JavaScript the visitor still sees the page; with it the app takes over in place.
    const noScript = await page.context().browser()!.newContext({ javaScriptEnabled: false, baseURL: shop.server.baseUrl });
    const staticPage = await noScript.newPage();
    await staticPage.goto('/');
    const heading = await staticPage.getByRole('heading', { level: 1 }).boundingBox();
    await noScript.close();
    await page.goto('/');
    await page.getByTestId('creator-card').first().waitFor();
    const rendered = await page.getByRole('heading', { level: 1 }).boundingBox();
    expect(heading).toEqual(rendered);
  });

  it('never downloads the inlined stylesheet again, also when the age gate loads its dialog', async () => {
    // A new visitor: the gate's dialog chunk loads, and Vite lists the entry's stylesheet among its preloads.
    const visitor = await page.context().browser()!.newContext({ baseURL: shop.server.baseUrl });
    const visit = await visitor.newPage();
    const stylesheets: string[] = [];
    visit.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.css')) stylesheets.push(request.url());
    });
    await visit.goto('/products');
    await visit.getByRole('dialog', { name: /21 or older/ }).waitFor();
    await visit.waitForLoadState('networkidle');
    await visitor.close();
    expect(stylesheets).toEqual([]);
  });

  it('loads the first product images at once with high priority, the rest lazily, every image sized', async () => {
    await page.goto('/products');
    await page.getByTestId('product-card').nth(5).waitFor();
    const images = await page.locator('main img').evaluateAll((elements) =>
      elements.map((element) => ({
        loading: element.getAttribute('loading'),
        priority: element.getAttribute('fetchpriority'),
        sized: Boolean(element.getAttribute('width') && element.getAttribute('height')),
      })),
    );
    expect(images.length).toBeGreaterThan(5);
    expect(images.slice(0, 4).every((image) => image.loading === 'eager' && image.priority === 'high')).toBe(true);
    expect(images.slice(4).every((image) => image.loading === 'lazy')).toBe(true);
    expect(images.every((image) => image.sized)).toBe(true);

    await page.goto('/creator/mayapours');
    const hero = page.locator('main img').first();
    await hero.waitFor();
    await expect(hero.getAttribute('fetchpriority')).resolves.toBe('high');
  });

  it.each([
    [1366, 900],
    [390, 844],
  ])('looks right at %i px (home and catalog screenshots)', async (width, height) => {
    mkdirSync(SCREENSHOTS, { recursive: true });
    await page.setViewportSize({ width, height });
    for (const [path, name, ready] of [
      ['/', 'home', 'creator-card'],
      ['/products', 'products', 'product-card'],
    ] as const) {
      await page.goto(path);
      await page.getByTestId(ready).first().waitFor();
      await page.waitForLoadState('networkidle');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({ path: `${SCREENSHOTS}/${name}-${width}.png`, fullPage: false });
    }
  });
});
