import { createTestApp, TestApp } from '../support/test-app';

/**
 * GET /api/products answers from a per-process cache of serialized pages, valid for the catalog
 * revision they were read at (ProductPageCache). Every write to products or brands — here plain
 * SQL, as an import or another API process would write — must show on the very next request.
 */
describe('Catalog page cache (e2e)', () => {
  let app: TestApp;
  const list = (query: Record<string, string | number | boolean> = {}) => app.http().get('/api/products').query(query);
  const names = (body: { name: string }[]) => body.map((product) => product.name);
  const revision = async () => (await app.query<{ revision: string }>('select revision from catalog_revision'))[0].revision;

  beforeAll(async () => {
    app = await createTestApp({ seedDemo: true });
  });
  afterAll(() => app.close());

  it('answers a repeated page with the same bytes, total and entity tag while the catalog is unchanged', async () => {
    const first = await list({ limit: 5 }).expect(200).expect('Content-Type', /application\/json/);
    const second = await list({ limit: 5 }).expect(200);
    expect(second.text).toBe(first.text);
    expect(second.headers['x-total-count']).toBe(first.headers['x-total-count']);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.body).toHaveLength(5);
  });

  it('shows an updated product on the next request, under a new entity tag', async () => {
    const before = await list({ limit: 3 }).expect(200);
    const newest = before.body[0] as { id: string; name: string };
    const revisionBefore = await revision();

    await app.query("update products set name = 'Cache Check Reserve' where id = $1", [newest.id]);
    expect(await revision()).not.toBe(revisionBefore);

    const after = await list({ limit: 3 }).expect(200);
    expect(after.body[0]).toMatchObject({ id: newest.id, name: 'Cache Check Reserve' });
    expect(after.headers.etag).not.toBe(before.headers.etag);
    await app.query('update products set name = $2 where id = $1', [newest.id, newest.name]);
    expect((await list({ limit: 3 }).expect(200)).body[0].name).toBe(newest.name);
  });

  it('keeps X-Total-Count and the pages right through an insert and a delete', async () => {
    const before = await list({ limit: 2 }).expect(200);
    const total = Number(before.headers['x-total-count']);
    const searchBefore = await list({ search: 'cache probe', limit: 2 }).expect(200);
    expect(searchBefore.body).toEqual([]);
    expect(searchBefore.headers['x-total-count']).toBe('0');

    const [created] = await app.query<{ id: string }>(
      `insert into products (id, brand_id, name, price_cents, categories)
       select gen_random_uuid(), id, 'Cache Probe Single Malt', 5400, '{whiskey}' from brands where name = 'Ember & Oak Distilling'
       returning id`,
    );
    const afterInsert = await list({ limit: 2 }).expect(200);
    expect(afterInsert.headers['x-total-count']).toBe(String(total + 1));
    expect(afterInsert.body[0]).toMatchObject({ id: created.id, name: 'Cache Probe Single Malt', price: 54 });
    const searchAfter = await list({ search: 'cache probe', limit: 2 }).expect(200);
    expect(names(searchAfter.body)).toEqual(['Cache Probe Single Malt']);
    expect(searchAfter.headers['x-total-count']).toBe('1');

    await app.query('delete from products where id = $1', [created.id]);
    const afterDelete = await list({ limit: 2 }).expect(200);
    expect(afterDelete.headers['x-total-count']).toBe(String(total));
    expect(afterDelete.text).toBe(before.text);
    expect((await list({ search: 'cache probe', limit: 2 }).expect(200)).headers['x-total-count']).toBe('0');
  });

  it("shows a renamed brand on its products' cards on the next request", async () => {
    const [brand] = await app.query<{ id: string; name: string }>("select id, name from brands where name = 'Ember & Oak Distilling'");
    const before = await list({ brandId: brand.id, limit: 1 }).expect(200);
    expect(before.body[0].brand).toEqual({ id: brand.id, name: brand.name });

    await app.query("update brands set name = 'Ember & Oak Cache Check' where id = $1", [brand.id]);
    expect((await list({ brandId: brand.id, limit: 1 }).expect(200)).body[0].brand.name).toBe('Ember & Oak Cache Check');
    await app.query('update brands set name = $2 where id = $1', [brand.id, brand.name]);
    expect((await list({ brandId: brand.id, limit: 1 }).expect(200)).body[0].brand.name).toBe(brand.name);
  });

  it('answers 304 without a body to a matching If-None-Match, and the new page once the catalog changed', async () => {
    const page = await list({ category: 'whiskey', limit: 4 }).expect(200);
    const etag = page.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);

    const notModified = await list({ category: 'whiskey', limit: 4 }).set('If-None-Match', etag).expect(304);
    expect(notModified.text).toBeFalsy();

    const [{ id }] = page.body as { id: string }[];
    await app.query("update products set description = 'Re-described for the cache test' where id = $1", [id]);
    const changed = await list({ category: 'whiskey', limit: 4 }).set('If-None-Match', etag).expect(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body[0]).toMatchObject({ id, description: 'Re-described for the cache test' });
  });

  it('serves one entry for spellings of the same filters, and separate pages for different ones', async () => {
    const lower = await list({ search: 'bourbon', limit: 3 }).expect(200);
    const shouted = await list({ search: '  BOURBON ', limit: 3 }).expect(200);
    expect(shouted.text).toBe(lower.text);
    expect(shouted.headers['x-total-count']).toBe(lower.headers['x-total-count']);

    const secondPage = await list({ search: 'bourbon', limit: 3, offset: 3 }).expect(200);
    expect(secondPage.headers['x-total-count']).toBe(lower.headers['x-total-count']);
    const firstIds = lower.body.map((product: { id: string }) => product.id);
    for (const product of secondPage.body as { id: string }[]) expect(firstIds).not.toContain(product.id);

    const inTexas = await list({ search: 'bourbon', limit: 3, state: 'tx' }).expect(200);
    expect(inTexas.body[0]).toHaveProperty('availableInState');
    expect(lower.body[0]).not.toHaveProperty('availableInState');
  });

  it('gives a signed-in shopper the same page as everyone, with the session intact', async () => {
    const anonymous = await list({ limit: 5 }).expect(200);
    const shopper = await app.signIn('shopper');
    const signedIn = await shopper.get('/api/products').query({ limit: 5 }).expect(200);
    expect(signedIn.text).toBe(anonymous.text);
    expect((await shopper.get('/api/user').expect(200)).body).toMatchObject({ username: 'shopper' });
    await app.http().get('/api/user').expect(401);
  });

  it('still rejects malformed filters with a 400, every time', async () => {
    for (let attempt = 0; attempt < 2; attempt++) {
      const response = await list({ limit: 0 }).expect(400);
      expect(response.body).toMatchObject({ statusCode: 400 });
    }
  });

  it('answers a product and its recommendations, not a cached listing, at paths below /api/products', async () => {
    const listed = await app.http().get('/api/products?state=CA').expect(200);
    await app.http().get('/api/products?state=CA').expect(200);
    const { id } = listed.body[0] as { id: string };
    const product = await app.http().get(`/api/products/${id}?state=CA`).expect(200);
    expect(product.body).toMatchObject({ id, availableInState: expect.any(Boolean) });
    expect(Array.isArray((await app.http().get(`/api/products/${id}/recommendations?state=CA`).expect(200)).body)).toBe(true);
  });
});
