import { imagePreloadLinks, pickImageUrls, RoutePreloads } from './route-preloads';

const preloads = new RoutePreloads([
  { path: '/', modules: ['/assets/home.js'], data: ['/api/products?featured=true&limit=3'] },
  { path: '/products', modules: ['/assets/catalog.js'], data: ['/api/products?limit=24&offset=0'] },
  { path: '/products/$id', modules: ['/assets/product.js'], data: ['/api/products/$id', '/api/products/$id/recommendations'] },
  { path: '/categories/$category', modules: ['/assets/category.js'], data: [] },
  { path: '/categories', modules: ['/assets/categories.js'], data: [] },
]);

/** frontend defaultHeroImage('barrelben') is hero-N.svg with N = this image's number. */
const HERO_OF_BARRELBEN = '/h6.svg';

const HTML = [
  '<html><head>',
  '<script type="module" crossorigin src="/assets/index.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/framework.js">',
  '<style>body{}</style>',
  '</head><body><div id="root"></div></body></html>',
].join('\n');

describe('RoutePreloads', () => {
  it("names the matched route's chunks and its first API requests, parameters filled in", () => {
    expect(preloads.linksFor('/products/abc-123', false)).toEqual({
      dataLinks:
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/products/abc-123">' +
        '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/products/abc-123/recommendations">',
      moduleLinks: '<link rel="modulepreload" crossorigin href="/assets/product.js">',
    });
    expect(preloads.linksFor('/', false).moduleLinks).toContain('/assets/home.js');
    expect(preloads.linksFor('/products/', false).moduleLinks).toContain('/assets/catalog.js');
  });

  it('prefers a fixed path to a parameter, and matches nothing else', () => {
    expect(preloads.linksFor('/categories', false).moduleLinks).toContain('/assets/categories.js');
    expect(preloads.linksFor('/categories/gin', false).moduleLinks).toContain('/assets/category.js');
    expect(preloads.linksFor('/nowhere', false)).toEqual({ dataLinks: '', moduleLinks: '' });
    expect(preloads.linksFor('/products/a/b', false)).toEqual({ dataLinks: '', moduleLinks: '' });
  });

  it('preloads no data when a query string decides it, or when a segment is not plainly safe', () => {
    expect(preloads.linksFor('/products', true)).toEqual({ dataLinks: '', moduleLinks: expect.stringContaining('/assets/catalog.js') });
    expect(preloads.linksFor('/products/%22%3E%3Cscript%3E', false).dataLinks).toBe('');
    expect(preloads.linksFor('/products/a%20b', false).dataLinks).toBe('');
  });

  it('puts data links before the entry script and route chunks after the last modulepreload', () => {
    const html = RoutePreloads.inject(HTML, preloads.linksFor('/products/p1', false));
    const order = ['/api/products/p1"', '/assets/index.js', '/assets/framework.js', '/assets/product.js', '<style>'].map((part) =>
      html.indexOf(part),
    );
    expect(order.every((position) => position >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(RoutePreloads.inject(HTML, { dataLinks: '', moduleLinks: '' })).toBe(HTML);
  });

  it('ignores an unreadable or malformed file, and URLs that could break out of an attribute', () => {
    expect(RoutePreloads.parse('not json').linksFor('/', false)).toEqual({ dataLinks: '', moduleLinks: '' });
    expect(RoutePreloads.parse('{"routes":[{"path":"/"}]}').linksFor('/', false)).toEqual({ dataLinks: '', moduleLinks: '' });
    const hostile = RoutePreloads.parse(JSON.stringify({ routes: [{ path: '/', modules: ['/a.js"><script>'], data: [] }] }));
    expect(hostile.linksFor('/', false)).toEqual({ dataLinks: '', moduleLinks: '' });
    const parsed = RoutePreloads.parse(JSON.stringify({ routes: [{ path: '/feed', modules: [], data: ['/api/feed?tab=latest&limit=20'] }] }));
    expect(parsed.linksFor('/feed', false).dataLinks).toContain('href="/api/feed?tab=latest&amp;limit=20"');
  });

  it('names where the first images are, API URL filled in, only for a bare path with plain segments', () => {
    const withImages = new RoutePreloads([
      {
        path: '/products/$id',
        modules: [],
        data: ['/api/products/$id'],
        images: [
          { from: '/api/products/$id', pick: 'image', count: 1 },
          { from: '/api/x"><script>', pick: 'image', count: 1 },
          { from: '/api/products/$id', pick: 'image', count: 0 },
        ],
      },
    ]);
    expect(withImages.imageSourcesFor('/products/p1', false)).toEqual([{ from: '/api/products/p1', pick: 'image', count: 1 }]);
    expect(withImages.imageSourcesFor('/products/p1', true)).toEqual([]);
    expect(withImages.imageSourcesFor('/products/a%20b', false)).toEqual([]);
    expect(withImages.imageSourcesFor('/brands', false)).toEqual([]);
  });

  it('picks the first distinct same-origin image URLs a path names in an API answer', () => {
    const brands = [{ logo: '/images/a.svg' }, { logo: null }, { logo: '/images/a.svg' }, { logo: 'https://elsewhere/b.svg' }, { logo: '//elsewhere/c.svg' }, { logo: '/images/d.svg' }];
    expect(pickImageUrls(brands, '[].logo', 2)).toEqual(['/images/a.svg', '/images/d.svg']);
    expect(pickImageUrls([{ product: { image: '/images/p.svg' } }], '[].product.image', 2)).toEqual(['/images/p.svg']);
    expect(pickImageUrls({ images: ['/images/hero.svg', '/images/other.svg'] }, 'images.0', 1)).toEqual(['/images/hero.svg']);
    expect(pickImageUrls({ image: '/images/x.svg"><script>' }, 'image', 1)).toEqual([]);
    expect(pickImageUrls(null, '[].logo', 2)).toEqual([]);
    // An empty field takes the default the app shows: the handle's hash picks one of the images.
    const heroes = { key: 'handle', images: ['/h1.svg', '/h2.svg', '/h3.svg', '/h4.svg', '/h5.svg', '/h6.svg'] };
    const creators = [{ handle: 'barrelben', heroImage: null }, { handle: 'mayapours', heroImage: '/own.svg' }, { heroImage: '' }];
    expect(pickImageUrls(creators, '[].heroImage', 3, heroes)).toEqual([HERO_OF_BARRELBEN, '/own.svg']);
    expect(pickImageUrls({ handle: 'barrelben', heroImage: null }, 'heroImage', 1, heroes)).toEqual([HERO_OF_BARRELBEN]);
    expect(imagePreloadLinks(['/images/a.svg?v=1&w=2'])).toBe('<link rel="preload" as="image" fetchpriority="high" href="/images/a.svg?v=1&amp;w=2">');
  });

  it('puts image preloads first among the links before the entry script', () => {
    const html = RoutePreloads.inject(HTML, { imageLinks: '<link rel="preload" as="image" href="/images/p.svg">', dataLinks: '', moduleLinks: '' });
    expect(html.indexOf('/images/p.svg')).toBeGreaterThan(0);
    expect(html.indexOf('/images/p.svg')).toBeLessThan(html.indexOf('/assets/index.js'));
  });
});
