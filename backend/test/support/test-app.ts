import { randomBytes } from 'node:crypto';
import IORedis from 'ioredis';
import { Client } from 'pg';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { startApp, StartedApp, StartOptions } from '../../src/app/bootstrap';
import { loadConfig } from '../../src/config/app-config';
import { createDatabaseFromTemplate, currentHour, ensureTemplate } from './template-databases';
import { backendSourceFingerprint, createMigratedDatabase, dropDatabase, migratedTemplate, TEMPLATES_ENV, TEST_PG_SERVER } from './test-database';

export { createMigratedDatabase, dropDatabase, TEST_PG_SERVER };

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

export interface TestApp extends StartedApp {
  databaseName: string;
  databaseUrl: string;
  http(): TestAgent;
  /** A cookie-keeping agent, signed in as a new user (or a demo account when seeded). */
  signIn(username: string, password?: string): Promise<TestAgent>;
  /**
   * A new account, signed in. It has declared TEST_DATE_OF_BIRTH (ageStatus dob_declared, the date ADULT_ID
   * shows at the door), as a shopper who checked out once has; `{ dateOfBirth: null }` gives a fresh
   * account that declared nothing (ageStatus unverified), whose first checkout must send one.
   */
  registerAndSignIn(prefix?: string, options?: { dateOfBirth?: string | null }): Promise<{ agent: TestAgent; user: { id: string; username: string } }>;
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  close(): Promise<void>;
}

export const DEMO_PASSWORD = 'rounds-demo-21';

/** The date of birth test shoppers declared (the one ADULT_ID shows at the door). */
export const TEST_DATE_OF_BIRTH = '1990-04-12';

/**
 * A fresh app on its own PostgreSQL database and Redis key prefix, migrated and (optionally)
 * seeded with the demo shop. `close()` stops it and drops both.
 * One app per test file: passport keeps its (de)serializers in a process-wide singleton.
 */
export async function createTestApp(
  options: {
    seedDemo?: boolean;
    env?: Record<string, string>;
    logDestination?: StartOptions['logDestination'];
    /** A streaming replica of the test server (startReadReplica): DATABASE_READ_URL names the app's database there. */
    readServer?: string;
  } = {},
): Promise<TestApp> {
  const databaseName = `rounds_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const databaseUrl = `${TEST_PG_SERVER}/${databaseName}`;
  const env = {
    ...testAppEnv(databaseUrl, databaseName, options.seedDemo ?? false),
    ...(options.readServer ? { DATABASE_READ_URL: `${options.readServer}/${databaseName}` } : {}),
    ...options.env,
  };
  // The app still runs its migrations and demo-data step at start; on a copy of a template both find nothing
  // to do. The copy is seeded only where the app itself would seed (never under NODE_ENV=production).
  await createDatabaseFromTemplate(TEST_PG_SERVER, databaseName, appSeedsDemoData(env) ? await demoTemplate() : await migratedTemplate());
  const started = await startApp({ role: 'all', env, listen: false, logDestination: options.logDestination }).catch(async (error) => {
    await dropDatabase(databaseName);
    throw error;
  });
  const server = started.app.getHttpServer();

  const app: TestApp = {
    ...started,
    databaseName,
    databaseUrl,
    http: () => request(server),
    signIn: async (username, password = DEMO_PASSWORD) => {
      const agent = request.agent(server);
      await agent.post('/api/login').send({ username, password }).expect(200);
      return agent;
    },
    registerAndSignIn: async (prefix = 'user', { dateOfBirth = TEST_DATE_OF_BIRTH }: { dateOfBirth?: string | null } = {}) => {
      const agent = request.agent(server);
      const username = `${prefix}_${randomBytes(4).toString('hex')}`;
      const response = await agent.post('/api/register').send({ username, password: 'correct-horse-battery' }).expect(201);
      if (dateOfBirth) await app.query("update users set age_status = 'dob_declared', date_of_birth = $2 where id = $1", [response.body.id, dateOfBirth]);
      return { agent, user: response.body };
    },
    query: async (sql, params = []) => {
      const client = new Client({ connectionString: databaseUrl });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
    close: async () => {
      await started.stop();
      await dropDatabase(databaseName);
      await deleteRedisKeys(databaseName);
    },
  };
  return app;
}

/** The environment of a test app on `databaseUrl` with Redis keys under `queuePrefix`. */
function testAppEnv(databaseUrl: string, queuePrefix: string, seedDemo: boolean): NodeJS.ProcessEnv {
  return {
    ...process.env,
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
    REDIS_URL: TEST_REDIS_URL,
    QUEUE_PREFIX: queuePrefix,
    SESSION_SECRET: 'test-session-secret-that-is-long-enough-123',
    SEED_DEMO_DATA: seedDemo ? 'true' : 'false',
    DEMO_PASSWORD,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'error',
    PORT: '0',
    // Suites register and sign in many users from one address: the limits are raised, never switched off.
    THROTTLE_ANON_PER_MINUTE: '100000',
    THROTTLE_SIGNIN_PER_MINUTE: '100000',
    // Argon2 at its smallest cost: suites register and sign in thousands of accounts (sign-in-hardening keeps the real cost).
    PASSWORD_HASHING: 'fast',
  };
}

/** What the app's configuration says about seeding; a configuration it refuses gets the unseeded copy (and its start fails as it would). */
function appSeedsDemoData(env: NodeJS.ProcessEnv): boolean {
  try {
    return loadConfig(env).seedDemoData;
  } catch {
    return false;
  }
}

let demo: Promise<string> | undefined;
/**
 * The template of the test apps with the demo shop: a copy of the migrated template that the app
 * itself seeded at start (the same step as `npm start`, with the same password hasher), one an hour.
 */
export function demoTemplate(): Promise<string> {
  const known = process.env[TEMPLATES_ENV.demo];
  if (known) return Promise.resolve(known);
  demo ??= migratedTemplate().then((from) =>
    ensureTemplate(TEST_PG_SERVER, { kind: 'demo', fingerprint: `${backendSourceFingerprint()}_${currentHour()}`, from }, async (url) => {
      const queuePrefix = `rounds_test_template_${randomBytes(4).toString('hex')}`;
      const started = await startApp({ role: 'api', env: testAppEnv(url, queuePrefix, true), listen: false });
      await started.stop();
      await deleteRedisKeys(queuePrefix);
    }),
  );
  return demo;
}

export async function deleteRedisKeys(prefix: string): Promise<void> {
  const redis = new IORedis(TEST_REDIS_URL, { maxRetriesPerRequest: 1 });
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
