import type TestAgent from 'supertest/lib/agent';
import { ACCEPTED_CARD, createBrand, createCreator, createProduct, shippingInfo } from '../support/buying-fixtures';
import { createTestApp, TestApp } from '../support/test-app';

/**
 * Input that would reach PostgreSQL or a library and come back as a 500 is refused at the
 * edge with a 4xx that says what is wrong (and nothing about the server).
 */
describe('Bad input never makes a 5xx (e2e)', () => {
  let app: TestApp;
  let shopper: TestAgent;
  let admin: TestAgent;
  let productId: string;
  let creator: { id: string; handle: string; utmCode: string };

  beforeAll(async () => {
    app = await createTestApp({ env: { ADMIN_USERNAME: 'bad_input_admin', ADMIN_PASSWORD: 'admin-password-1' } });
    const brandId = await createBrand(app);
    productId = await createProduct(app, brandId);
    creator = await createCreator(app);
    shopper = (await app.registerAndSignIn('fuzzed')).agent;
    admin = await app.signIn('bad_input_admin', 'admin-password-1');
  });
  afterAll(() => app.close());

  const expectRefused = (response: { status: number; body: { statusCode?: number; message?: string; code?: string } }, status = 400) => {
    expect(response.status).toBe(status);
    expect(response.body).toEqual({ statusCode: status, message: expect.any(String), code: expect.any(String) });
  };

  describe('NUL characters and lone surrogates, in one place for every string', () => {
    it.each([
      ['firstName', 'Ann\u0000'],
      ['street', '1 Main\u0000St'],
      ['email', 'ann\ud800@example.com'],
    ])('checkout refuses %s with %j', async (field, value) => {
      const body = { productId, fulfillmentType: 'delivery', shippingInfo: shippingInfo({ [field]: value }), paymentInfo: ACCEPTED_CARD };
      const single = await shopper.post('/api/checkout').send(body);
      expectRefused(single);
      expect(single.body.code).toBe('INVALID_TEXT');
      expect(single.body.message).toContain(`shippingInfo.${field}`);
      expectRefused(await shopper.post('/api/checkout/cart').send({ shippingInfo: shippingInfo({ [field]: value }), paymentInfo: ACCEPTED_CARD }));
    });

    it('refuses them in clicks, sign-in, registration, queries and path parameters', async () => {
      expectRefused(await app.http().post('/api/clicks').send({ utmSource: `${creator.id}\u0000` }));
      expectRefused(await app.http().post('/api/login').send({ username: 'ad\u0000min', password: 'whatever-pass' }));
      expectRefused(await app.http().post('/api/register').send({ username: 'surrogate_user', password: 'long-enough-pw', email: 'x\ud800@example.com' }));
      expectRefused(await app.http().get('/api/creators/%00'));
      expectRefused(await app.http().get('/api/creators/%ED%A0%80'));
      expectRefused(await app.http().get('/api/products?search=rye%00'));
      expect(await app.query('select 1 from users where username = $1', ['surrogate_user'])).toHaveLength(0);
    });

    it('still takes ordinary Unicode', async () => {
      await app.http().post('/api/clicks').send({ utmSource: creator.utmCode, utmCampaign: 'été 🥃' }).expect(201);
      await app.http().get(`/api/creators/${encodeURIComponent('ünknown')}`).expect(404);
    });
  });

  describe('deeply nested JSON', () => {
    const arrays5000 = '['.repeat(5000) + ']'.repeat(5000);
    const object3000 = '{"a":'.repeat(3000) + '1' + '}'.repeat(3000);
    const endpoints: Array<[string, string]> = [
      ['post', '/api/register'],
      ['post', '/api/login'],
      ['post', '/api/clicks'],
      ['post', '/api/checkout'],
      ['post', '/api/checkout/cart'],
      ['post', '/api/cart'],
      ['put', '/api/cart/00000000-0000-4000-8000-000000000000'],
      ['post', '/api/follows'],
      ['post', '/api/user/favorites/products'],
      ['post', '/api/user/favorites/brands'],
    ];
    it.each(endpoints)('%s %s answers 400 JSON_TOO_DEEP', async (method, path) => {
      for (const body of [arrays5000, object3000, `{"username":${arrays5000}}`]) {
        const response = await (shopper as unknown as Record<string, (path: string) => TestAgent['post'] extends (...a: never[]) => infer R ? R : never>)[method](path).set('content-type', 'application/json').send(body);
        expectRefused(response);
        expect(response.body.code).toBe('JSON_TOO_DEEP');
      }
    });
  });

  it('bounds every paging parameter', async () => {
    const page = await admin.get('/api/admin/products?page=99999999999999999999999');
    expectRefused(page);
    expect(page.body.message).toMatch(/page must be at most/);
    expectRefused(await admin.get('/api/admin/products?pageSize=1000000'));
    expectRefused(await admin.get('/api/admin/jobs?limit=1e30'));
    expectRefused(await app.http().get('/api/products?offset=99999999999999999999'));
    expectRefused(await app.http().get('/api/products?limit=-1'));
    expectRefused(await app.http().get('/api/creators?limit=99999999999'));
    expectRefused(await shopper.get('/api/orders?limit=99999999999'));
  });

  describe('malformed multipart uploads', () => {
    const upload = () => admin.post('/api/admin/products/bulk-upload');

    it('answers 400 without a boundary', async () => {
      const response = await upload().set('content-type', 'multipart/form-data').send('--x\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nname\r\n--x--\r\n');
      expectRefused(response);
      expect(response.body.code).toBe('MALFORMED_UPLOAD');
    });

    it('answers 400 for a truncated body', async () => {
      const response = await upload()
        .set('content-type', 'multipart/form-data; boundary=xyz')
        .send('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nname,brand,price\r\nGin,Acme,1');
      expectRefused(response);
      expect(response.body.code).toBe('MALFORMED_UPLOAD');
    });

    it('answers 400 for a NUL in the file name', async () => {
      const response = await upload()
        .set('content-type', 'multipart/form-data; boundary=xyz')
        .send('--xyz\r\nContent-Disposition: form-data; name="file"; filename="a\u0000.csv"\r\nContent-Type: text/csv\r\n\r\nname,brand,price\r\n--xyz--\r\n');
      expectRefused(response);
    });
  });

  it('answers a missing static file with a plain 404 that names no server path, on every static route', async () => {
    for (const path of ['/images/nope.svg', '/images/brands/nope.svg', '/images/%2e%2e/%2e%2e/package.json']) {
      const response = await app.http().get(path);
      expect([403, 404]).toContain(response.status);
      expect(response.text).not.toMatch(/ENOENT|backend|assets|\/work|stat /);
    }
  });

  it('refuses quantity: null on add to cart instead of taking 1', async () => {
    const response = await shopper.post('/api/cart').send({ productId, fulfillmentType: 'delivery', quantity: null });
    expectRefused(response);
    expect(response.body.message).toMatch(/quantity must be a whole number/);
  });

  it('does not send HSTS outside production (plain HTTP in development)', async () => {
    const response = await app.http().get('/api/health').expect(200);
    expect(response.headers['strict-transport-security']).toBeUndefined();
  });

  it('refuses a cross-site write to the queue dashboard', async () => {
    const response = await admin.put('/admin/queues/api/queues/catalog.import-products/pause').set('Origin', 'https://evil.example');
    expectRefused(response, 403);
    expect(response.body.code).toBe('CROSS_SITE_REQUEST');
    const same = await admin.get('/admin/queues/api/queues').expect(200);
    expect(JSON.stringify(same.body)).not.toMatch(/"isPaused":true/);
  });
});
