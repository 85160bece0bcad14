import { createBrand, createProduct } from '../support/buying-fixtures';
import { ReadReplica, startReadReplica } from '../support/read-replica';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * DATABASE_READ_URL for real: a streaming replica of the test cluster (pg_basebackup -R) on another
 * port. Catalog listings are read from it (with its replay paused they do not see a new product);
 * what must see its own writes (the session, the cart, the product page) is read from the primary.
 */
describe('reads on a streaming replica (DATABASE_READ_URL)', () => {
  let replica: ReadReplica;
  let app: TestApp;

  beforeAll(async () => {
    replica = await startReadReplica();
    app = await createTestApp({ readServer: replica.url });
    await replica.caughtUp();
    // A base backup copies the whole test cluster: every database the other test files have open too.
  }, 300_000);
  afterAll(async () => {
    await app?.close();
    await replica?.stop();
  }, 120_000);

  const searchNames = async (term: string) =>
    ((await app.http().get(`/api/products?search=${term}&limit=10`).expect(200)).body as { name: string }[]).map((product) => product.name);

  it('serves catalog listings from the replica, and the writer its own writes from the primary', async () => {
    const brandId = await createBrand(app, 'Replica Row Distillers');
    await createProduct(app, brandId, { name: 'Replica Row Rye', categories: ['whiskey'] });
    await replica.caughtUp();
    expect(await searchNames('replica')).toEqual(['Replica Row Rye']);

    await replica.pauseReplay();
    const lagging = await createProduct(app, brandId, { name: 'Replica Row Lagging Lager', categories: ['beer'] });
    const [{ onPrimary }] = await app.query<{ onPrimary: number }>(`select count(*)::int as "onPrimary" from products where name like 'Replica Row%'`);
    expect(onPrimary).toBe(2);
    // The listing and the search come from the paused replica: the new product is not there yet.
    expect(await searchNames('lagging')).toEqual([]);
    expect(await searchNames('replica')).toEqual(['Replica Row Rye']);
    const beer = (await app.http().get('/api/products?category=beer&limit=10').expect(200)).body as { id: string }[];
    expect(beer.map((product) => product.id)).not.toContain(lagging);

    // A shopper registers (a session written and read back), puts the new product in the cart and sees it there.
    const { agent } = await app.registerAndSignIn('replica');
    await agent.post('/api/cart').send({ productId: lagging, fulfillmentType: 'shipping', quantity: 2 }).expect(201);
    const cart = (await agent.get('/api/cart').expect(200)).body as { productId?: string; product?: { id: string }; quantity: number }[];
    expect(cart.map((line) => ({ productId: line.productId ?? line.product?.id, quantity: line.quantity }))).toEqual([{ productId: lagging, quantity: 2 }]);
    // The product's own page is read from the primary: whoever just created or edited it sees it.
    expect((await app.http().get(`/api/products/${lagging}`).expect(200)).body).toMatchObject({ name: 'Replica Row Lagging Lager' });

    // Once the replica has applied the write, the listing shows it (its cached pages are of an older revision).
    await replica.resumeReplay();
    await replica.caughtUp();
    expect(await searchNames('lagging')).toEqual(['Replica Row Lagging Lager']);
  });
});
