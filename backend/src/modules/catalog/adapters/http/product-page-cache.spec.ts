import { ProductPageCache } from './product-page-cache';

const page = (json: string, total = 1) => async () => ({ json, total });

describe('ProductPageCache', () => {
  it('reuses a page only at the revision it was read at', async () => {
    const cache = new ProductPageCache();
    const read = jest.fn(page('[1]'));
    await cache.get('newest', '7', read);
    await cache.get('newest', '7', read);
    expect(read).toHaveBeenCalledTimes(1);

    const reread = jest.fn(page('[2]', 2));
    const fresh = await cache.get('newest', '8', reread);
    expect(reread).toHaveBeenCalledTimes(1);
    expect(fresh.body.toString()).toBe('[2]');
    expect(fresh.total).toBe(2);
  });

  it('tags pages by body and total, so a changed total alone changes the tag', async () => {
    const cache = new ProductPageCache();
    const one = await cache.get('a', '1', page('[]', 10));
    const other = await cache.get('a', '2', page('[]', 11));
    expect(one.etag).toMatch(/^W\/"[0-9a-f]+-[\w-]+"$/);
    expect(other.etag).not.toBe(one.etag);
  });

  it('shares one read among concurrent misses of the same page and revision', async () => {
    const cache = new ProductPageCache();
    let release!: () => void;
    const read = jest.fn(() => new Promise<{ json: string; total: number }>((resolve) => (release = () => resolve({ json: '[9]', total: 9 }))));
    const answers = Promise.all([cache.get('k', '1', read), cache.get('k', '1', read), cache.get('k', '1', read)]);
    release();
    const [first, ...rest] = await answers;
    expect(read).toHaveBeenCalledTimes(1);
    for (const answer of rest) expect(answer).toBe(first);
  });

  it('does not keep a failed read', async () => {
    const cache = new ProductPageCache();
    await expect(cache.get('k', '1', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(cache.size).toBe(0);
    expect((await cache.get('k', '1', page('[3]'))).body.toString()).toBe('[3]');
  });

  it('evicts the least recently used page beyond its entry limit', async () => {
    const cache = new ProductPageCache(2, 1024);
    await cache.get('a', '1', page('"a"'));
    await cache.get('b', '1', page('"b"'));
    await cache.get('a', '1', page('"unused"')); // a is now the most recent
    await cache.get('c', '1', page('"c"'));
    const readB = jest.fn(page('"b2"'));
    const readA = jest.fn(page('"a2"'));
    await cache.get('a', '1', readA);
    await cache.get('b', '1', readB);
    expect(readA).not.toHaveBeenCalled();
    expect(readB).toHaveBeenCalledTimes(1);
  });

  it('stays within its byte limit and never stores a page larger than the limit', async () => {
    const cache = new ProductPageCache(100, 10);
    await cache.get('a', '1', page('"1234"')); // 6 bytes
    await cache.get('b', '1', page('"5678"')); // 6 more: a goes
    expect(cache.size).toBe(1);
    const huge = await cache.get('c', '1', page('"this page is too big"'));
    expect(huge.body.toString()).toBe('"this page is too big"');
    expect(cache.size).toBe(1);
  });

  it('answers a URL seen before from its page only while the revision is unchanged', async () => {
    const cache = new ProductPageCache();
    expect(cache.knowsUrl('/api/products?limit=2')).toBe(false);
    await cache.get('key', '5', page('[5]'));
    cache.rememberUrl('/api/products?limit=2', 'key');
    expect(cache.knowsUrl('/api/products?limit=2')).toBe(true);
    expect(cache.pageForUrl('/api/products?limit=2', '5')?.body.toString()).toBe('[5]');
    expect(cache.pageForUrl('/api/products?limit=2', '6')).toBeUndefined();
    expect(cache.pageForUrl('/api/products?limit=3', '5')).toBeUndefined();
  });

  it('forgets the oldest URLs beyond four per page it can keep', async () => {
    const cache = new ProductPageCache(1, 1024);
    for (let index = 0; index < 5; index++) cache.rememberUrl(`/api/products?limit=${index + 1}`, 'key');
    expect(cache.knowsUrl('/api/products?limit=1')).toBe(false);
    expect(cache.knowsUrl('/api/products?limit=5')).toBe(true);
  });
});
