import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import request from 'supertest';
import { BACKEND_DIST, SpawnedApp, spawnApp } from '../support/spawn-app';

/**
 * The newcomer's path: no PostgreSQL server and no Redis configured. PGlite cannot load inside
 * jest's VM, so the built app runs as a child process, as `npm start` would run it.
 */
describe('Embedded mode (PGlite, in-process jobs)', () => {
  let dataDir: string;
  let app: SpawnedApp;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'rounds-embedded-'));
    app = await spawnApp('main.js', { NODE_ENV: 'test', DATABASE_URL: 'embedded', REDIS_URL: 'none', DATA_DIR: dataDir, SEED_DEMO_DATA: 'false' });
  }, 120_000);

  afterAll(async () => {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('says in one line which embedded parts it uses', () => {
    expect(app.output()).toMatch(/Using the embedded PostgreSQL \(PGlite\)/);
    expect(app.output()).toMatch(/background jobs run inside this process/);
  });

  it('migrates the embedded database and lets a visitor sign up and stay signed in', async () => {
    const agent = request.agent(app.url);
    await agent.post('/api/register').send({ username: 'embedded_user', password: 'long-enough-pw' }).expect(201);
    await agent.get('/api/user').expect(200).expect((r) => expect(r.body.username).toBe('embedded_user'));
    const ready = await agent.get('/api/ready').expect(200);
    expect(ready.body).toMatchObject({ database: 'up', redis: 'not-used' });
  });

  it('falls back to the embedded database when DATABASE_URL is unset and nothing answers at the default', () => {
    const fallbackDir = mkdtempSync(join(tmpdir(), 'rounds-fallback-'));
    const script = `
      const { loadConfig } = require('./config/app-config');
      const { resolveDatabase } = require('./shared/infrastructure/database/database-bootstrap');
      const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: ${JSON.stringify(fallbackDir)} }), databaseUrl: 'postgres://postgres@127.0.0.1:1/rounds' };
      resolveDatabase(config, (m) => console.log(m)).then(async (t) => { console.log('embedded=' + t.embedded); await t.close(); process.exit(0); });`;
    try {
      const out = execFileSync(process.execPath, ['-e', script], { cwd: BACKEND_DIST, encoding: 'utf8', timeout: 60_000 });
      expect(out).toMatch(/because no PostgreSQL answered and DATABASE_URL is not set/);
      expect(out).toMatch(/embedded=true/);
    } finally {
      rmSync(fallbackDir, { recursive: true, force: true });
    }
  }, 90_000);

  it('refuses to guess when DATABASE_URL is set but does not answer', async () => {
    await expect(spawnApp('main.js', { NODE_ENV: 'test', DATABASE_URL: 'postgres://postgres@127.0.0.1:1/rounds', REDIS_URL: 'none' }, 20_000)).rejects.toThrow(
      /DATABASE_URL is set but PostgreSQL does not answer/,
    );
  }, 30_000);
});

describe('Embedded mode: checkout and fulfilment on the sandbox provider', () => {
  let dataDir: string;
  let app: SpawnedApp;

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'rounds-embedded-orders-'));
    app = await spawnApp('main.js', { NODE_ENV: 'test', DATABASE_URL: 'embedded', REDIS_URL: 'none', DATA_DIR: dataDir, SEED_DEMO_DATA: 'true' });
  }, 180_000);

  afterAll(async () => {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  // PGlite lets no other socket in while a transaction is open: the provider's statements run in the flow's.
  it('authorizes at checkout and captures when the brand ships, without a second connection', async () => {
    const products = (await request(app.url).get('/api/products?search=bourbon&limit=5').expect(200)).body as { id: string; name: string }[];
    const bourbon = products.find((product) => product.name === 'Ember & Oak Small Batch Bourbon')!;
    const shopper = request.agent(app.url);
    await shopper.post('/api/register').send({ username: 'embedded_buyer', password: 'long-enough-pw' }).expect(201);
    const shippingInfo = { firstName: 'Maya', lastName: 'Lopez', email: 'maya@example.com', phone: '(415) 555-0134', street: '500 Market St', city: 'San Francisco', state: 'CA', zipCode: '94105' };
    const checkout = (await shopper.post('/api/checkout').send({ productId: bourbon.id, fulfillmentType: 'shipping', shippingInfo, paymentInfo: { method: 'card', last4: '4242' }, dateOfBirth: '1990-04-12' }).expect(201)).body;

    const brand = request.agent(app.url);
    await brand.post('/api/login').send({ username: 'brand', password: 'rounds-demo-21' }).expect(200);
    const mine = (await brand.get('/api/brands/shipments').expect(200)).body.items.find((item: { orderId: string }) => item.orderId === checkout.orders[0].id);
    await brand.post(`/api/brands/shipments/${mine.id}/pack`).expect(200);
    await brand.post(`/api/brands/shipments/${mine.id}/ship`).send({ carrier: 'ups', trackingNumber: '1Z999AA10123456784' }).expect(200);
    const order = (await shopper.get(`/api/orders/${checkout.orders[0].id}`).expect(200)).body;
    expect(order).toMatchObject({ status: 'shipped', shipments: [{ status: 'shipped', trackingUrl: expect.stringContaining('1Z999AA10123456784') }] });
    expect((await shopper.post(`/api/orders/${checkout.orders[0].id}/cancel`).expect(409)).body.code).toBe('ORDER_ALREADY_SHIPPED');
  }, 60_000);
});

