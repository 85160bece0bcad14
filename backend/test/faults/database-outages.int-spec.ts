import { Client } from 'pg';
import { ACCEPTED_CARD, createBrand, createProduct, shippingInfo } from '../support/buying-fixtures';
import { Answer, reportFigures, send, sessionCookie, startLoad, summarize } from '../support/fault-load';
import { startPrivatePostgres, startPrivateRedis, PrivatePostgres, PrivateRedis } from '../support/private-servers';
import { spawnApp, SpawnedApp } from '../support/spawn-app';

const REQUEST_TIMEOUT_SECONDS = 4;
/** A request's answer may come a little after its deadline on a loaded machine; never at the stall's end. */
const ANSWER_WITHIN_MS = REQUEST_TIMEOUT_SECONDS * 1000 + 1500;

/**
 * The API process against a PostgreSQL cluster and a Redis server of its own: a restart under signed-in
 * load, a frozen database (SIGSTOP) and a stopped Redis. Every request is answered 2xx or 503, the process
 * never exits, and it serves again within seconds of the database's return. Needs `npm -w backend run build`.
 */
describe('Database and Redis outages (fault, private servers)', () => {
  let postgres: PrivatePostgres;
  let redis: PrivateRedis;
  let api: SpawnedApp;
  let shopperCookie: string;
  let productId: string;

  const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []): Promise<T[]> => {
    const client = new Client({ connectionString: postgres.url('rounds_faults') });
    await client.connect();
    try {
      return (await client.query(text, params)).rows as T[];
    } finally {
      await client.end();
    }
  };

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    redis = await startPrivateRedis();
    api = await spawnApp('main.api.js', {
      NODE_ENV: 'test',
      PROCESS_ROLE: 'api',
      DATABASE_URL: postgres.url('rounds_faults'),
      REDIS_URL: redis.url,
      SESSION_SECRET: 'fault-test-session-secret-long-enough-1',
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'error',
      THROTTLE_ANON_PER_MINUTE: '100000',
      THROTTLE_SIGNIN_PER_MINUTE: '100000',
      DATABASE_STATEMENT_TIMEOUT_SECONDS: '3',
      DATABASE_LOCK_TIMEOUT_SECONDS: '2',
      DATABASE_ACQUIRE_TIMEOUT_SECONDS: '2',
      REQUEST_TIMEOUT_SECONDS: String(REQUEST_TIMEOUT_SECONDS),
    });
    shopperCookie = await sessionCookie(api.url, `fault_shopper_${process.pid}`, 'correct-horse-battery', true);
    const db = { query: sql };
    productId = await createProduct(db, await createBrand(db), { priceCents: 4000 });
  }, 120_000);

  afterAll(async () => {
    await api?.stop('SIGKILL');
    await postgres?.close();
    await redis?.close();
  });

  /** Signed-in reads (session store + ORM), an anonymous catalog read and a signed-in write, in turn. */
  const signedInTraffic = (client: number, round: number) => {
    const headers = { cookie: shopperCookie, 'content-type': 'application/json' };
    switch (round % 3) {
      case 0:
        return { label: 'GET /api/user', url: `${api.url}/api/user`, init: { headers } };
      case 1:
        return { label: 'GET /api/products', url: `${api.url}/api/products?limit=5` };
      default:
        return { label: 'POST display-name', url: `${api.url}/api/user/settings/display-name`, init: { method: 'POST', headers, body: JSON.stringify({ displayName: `Fault ${client}-${round}` }) } };
    }
  };

  const expectOnly2xxOr503 = (answers: readonly Answer[]) => {
    const wrong = answers.filter((answer) => !((answer.status >= 200 && answer.status < 300) || answer.status === 503));
    // The API's own log says why, when a request got anything else.
    expect({ wrong, apiLog: wrong.length ? api.output().slice(-4000) : '' }).toEqual({ wrong: [], apiLog: '' });
    for (const answer of answers.filter((a) => a.status === 503)) expect(answer.retryAfter).toMatch(/^\d+$/);
  };

  it('answers every request 2xx or 503 through a PostgreSQL restart under signed-in load, and serves again without a restart of its own', async () => {
    const load = startLoad(8, signedInTraffic);
    await load.waitFor((answer) => answer.status === 200 && answer.label === 'GET /api/user', 'a signed-in read before the restart');
    const restartAt = Date.now();
    await postgres.restart();
    const backAt = Date.now();
    const recovered = await load.waitFor((answer) => answer.startedAt >= backAt && answer.status === 200 && answer.label === 'GET /api/user', 'a signed-in read after the restart');
    // Long enough for every pooled connection of before the restart to have been handed out again.
    await load.waitFor(() => load.answers.filter((answer) => answer.startedAt >= backAt).length >= 150, '150 answers after the restart');
    const answers = await load.stop();

    expect(api.process.exitCode).toBeNull();
    expectOnly2xxOr503(answers);
    const during = answers.filter((answer) => answer.startedAt + answer.ms >= restartAt);
    reportFigures('postgres restart under signed-in load', {
      requests: answers.length,
      byStatus: summarize(answers),
      answeredAfterRestartBegan: summarize(during),
      databaseDownMs: backAt - restartAt,
      recoveredMsAfterDatabaseBack: recovered.startedAt + recovered.ms - backAt,
    });
    // Service resumes within seconds of the database's return.
    expect(recovered.startedAt + recovered.ms - backAt).toBeLessThan(5_000);
  });

  it('answers every request within the request timeout while PostgreSQL is frozen, readiness 503 within 2 s, and recovers on thaw', async () => {
    const load = startLoad(8, signedInTraffic);
    await load.waitFor((answer) => answer.status === 200, 'an answer before the freeze');
    postgres.freeze();
    const frozenAt = Date.now();
    try {
      const ready = await send('GET /api/ready', `${api.url}/api/ready`);
      expect(ready.status).toBe(503);
      expect(ready.ms).toBeLessThan(2_000);
      // Wait until requests that began during the freeze have been answered, through two deadlines.
      await load.waitFor((answer) => answer.startedAt >= frozenAt + ANSWER_WITHIN_MS && answer.status === 503, 'a 503 for a request sent well into the freeze', 30_000);
      const health = await send('GET /api/health', `${api.url}/api/health`);
      expect(health.status).toBe(200);
      reportFigures('postgres frozen: readiness', { readyStatus: ready.status, readyMs: ready.ms, healthMs: health.ms });
    } finally {
      postgres.thaw();
    }
    const thawedAt = Date.now();
    const recovered = await load.waitFor((answer) => answer.startedAt >= thawedAt && answer.status === 200 && answer.label === 'GET /api/user', 'a signed-in read after the thaw');
    const answers = await load.stop();

    expect(api.process.exitCode).toBeNull();
    expectOnly2xxOr503(answers);
    const duringFreeze = answers.filter((answer) => answer.startedAt >= frozenAt && answer.startedAt < thawedAt);
    const slowest = Math.max(...duringFreeze.map((answer) => answer.ms));
    reportFigures('postgres frozen (SIGSTOP)', {
      requests: answers.length,
      byStatus: summarize(answers),
      sentDuringFreeze: duringFreeze.length,
      duringFreezeByStatus: summarize(duringFreeze),
      slowestAnswerDuringFreezeMs: slowest,
      frozenMs: thawedAt - frozenAt,
      recoveredMsAfterThaw: recovered.startedAt + recovered.ms - thawedAt,
    });
    expect(slowest).toBeLessThan(ANSWER_WITHIN_MS);
    expect((await send('GET /api/ready', `${api.url}/api/ready`)).status).toBe(200);
  });

  it('stays ready and takes checkouts with Redis stopped, and says Redis is down in readiness and /metrics', async () => {
    await redis.stop();
    try {
      const ready = await fetch(`${api.url}/api/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({ status: 'degraded', database: 'up', redis: 'down', down: ['redis'] });
      const metrics = await (await fetch(`${api.url}/metrics`)).text();
      expect(metrics).toMatch(/^rounds_queue_up\{[^}]*\} 0$/m);

      const checkouts = await Promise.all(
        Array.from({ length: 5 }, () =>
          send('POST /api/checkout', `${api.url}/api/checkout`, {
            method: 'POST',
            headers: { cookie: shopperCookie, 'content-type': 'application/json' },
            body: JSON.stringify({ productId, fulfillmentType: 'delivery', shippingInfo: shippingInfo(), paymentInfo: ACCEPTED_CARD, dateOfBirth: '1990-04-12' }),
          }),
        ),
      );
      expect(checkouts.map((answer) => answer.status)).toEqual([201, 201, 201, 201, 201]);
      reportFigures('redis stopped', { readyStatus: ready.status, checkouts: summarize(checkouts) });
    } finally {
      await redis.start();
    }
  });
});
