import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { Client } from 'pg';
import request from 'supertest';
import { ACCEPTED_CARD, createBrand, createProduct, shippingInfo } from '../support/buying-fixtures';
import { BACKEND_DIST, spawnApp, SpawnedApp } from '../support/spawn-app';
import { createMigratedDatabase, deleteRedisKeys, dropDatabase, TEST_PG_SERVER, TEST_REDIS_URL } from '../support/test-app';

/**
 * Two checkouts of the same shopper race from two API processes against a rolling limit of one bottle
 * in 30 days. The test holds order_items so the first checkout stops after counting, with its order
 * half-written, until the second has arrived: the second then waits on the shopper's lock (it has not
 * counted yet). Released, exactly one order is placed and the other checkout is refused by the limit.
 * Needs the backend built (`npm -w backend run build`).
 */
describe('The rolling bottle limit holds across two API processes (integration)', () => {
  const databaseName = `rounds_test_rolling_limit_${process.pid}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = `${TEST_PG_SERVER}/${databaseName}`;
  const apps: SpawnedApp[] = [];
  const db = new Client({ connectionString: databaseUrl });
  const query = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows as T[];

  beforeAll(async () => {
    if (!existsSync(resolve(BACKEND_DIST, 'main.api.js'))) throw new Error(`${BACKEND_DIST}/main.api.js is missing: run \`npm -w backend run build\` first`);
    await createMigratedDatabase(databaseName);
    await db.connect();
    const env = {
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: databaseName,
      SESSION_SECRET: 'test-session-secret-that-is-long-enough-123',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'error',
    };
    apps.push(await spawnApp('main.api.js', env), await spawnApp('main.api.js', env));
  });

  afterAll(async () => {
    for (const app of apps) await app.stop('SIGKILL');
    await db.end();
    await dropDatabase(databaseName);
    await deleteRedisKeys(databaseName);
  });

  /** Waits for the count, failing with the checkout's answer if it answered instead of waiting on the lock. */
  const waitUnlessAnswered = (checkout: Promise<request.Response>, sql: string, expected: number) =>
    Promise.race([
      waitForCount(sql, expected),
      checkout.then((answer) => {
        throw new Error(`The checkout answered ${answer.status} ${JSON.stringify(answer.body)} instead of waiting on the lock`);
      }),
    ]);

  /** Polls until `sql` answers a count of `expected`: a state to wait for, never a duration. */
  const waitForCount = async (sql: string, expected: number) => {
    for (;;) {
      const [{ n }] = await query<{ n: number }>(sql);
      if (n === expected) return;
      await new Promise((resolveTick) => setTimeout(resolveTick, 25));
    }
  };

  it('lets exactly one of two racing checkouts pass a limit of one bottle in 30 days', async () => {
    const [first, second] = apps as [SpawnedApp, SpawnedApp];
    await query(
      `insert into compliance_state_rules (state, effective_from, delivery_allowed, shipping_spirits_allowed, shipping_wine_allowed, shipping_beer_allowed, restricted, max_bottles_per_30_days)
       values ('TX', now() - interval '1 second', true, true, true, true, false, 1)`,
    );
    const productId = await createProduct({ query }, await createBrand({ query }));
    const username = `racer_${randomBytes(4).toString('hex')}`;
    const onFirst = request.agent(first.url);
    await onFirst.post('/api/register').send({ username, password: 'correct-horse-battery' }).expect(201);
    const onSecond = request.agent(second.url);
    await onSecond.post('/api/login').send({ username, password: 'correct-horse-battery' }).expect(200);
    const buy = (agent: typeof onFirst) => agent.post('/api/checkout').send({ productId, fulfillmentType: 'delivery', shippingInfo: shippingInfo({ state: 'TX' }), paymentInfo: ACCEPTED_CARD, dateOfBirth: '1990-04-12' });

    const blocker = new Client({ connectionString: databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('lock table order_items in exclusive mode');
      // Sent now (a supertest request goes out when awaited or `then`ed).
      const firstCheckout = buy(onFirst).then((answer) => answer);
      // The first has taken the shopper's lock, counted 0 and waits to write its order's line.
      await waitUnlessAnswered(firstCheckout, `select count(*)::int as n from pg_locks where not granted and locktype = 'relation' and relation = 'order_items'::regclass`, 1);
      const secondCheckout = buy(onSecond).then((answer) => answer);
      // The second waits on the shopper's lock, before counting.
      await waitUnlessAnswered(secondCheckout, `select count(*)::int as n from pg_locks where not granted and locktype = 'advisory'`, 1);
      await blocker.query('commit');

      const answers = await Promise.all([firstCheckout, secondCheckout]);
      const statuses = answers.map((answer) => answer.status).sort();
      expect(statuses).toEqual([201, 400]);
      expect(answers.find((answer) => answer.status === 400)!.body).toMatchObject({
        code: 'ROLLING_BOTTLE_LIMIT',
        message: 'Texas limits alcohol to 1 bottle per shopper in 30 days; you ordered 1 bottle in the last 30 days and this order has 1 bottle. You may order 0 bottles more now.',
      });
      expect(answers[0]!.status).toBe(201);
    } finally {
      await blocker.end();
    }
    const [{ orders }] = await query<{ orders: number }>(`select count(*)::int as orders from orders o join users u on u.id = o.user_id where u.username = $1`, [username]);
    expect(orders).toBe(1);
  });
});
