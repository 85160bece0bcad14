import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { sessionCookieOf } from '../support/session-cookie';
import { BACKEND_DIST, SpawnedApp, spawnApp } from '../support/spawn-app';
import { deleteRedisKeys, dropDatabase, TEST_PG_SERVER, TEST_REDIS_URL } from '../support/test-app';

async function signIn(url: string, username: string, password: string): Promise<{ status: number; role?: string }> {
  const login = await fetch(`${url}/api/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });
  if (login.status !== 200) return { status: login.status };
  const cookie = sessionCookieOf(login.headers.getSetCookie()).split(';')[0];
  const user = (await (await fetch(`${url}/api/user`, { headers: { cookie } })).json()) as { role: string };
  return { status: 200, role: user.role };
}

/**
 * ADMIN_USERNAME=admin is also the demo admin's name: on an empty database the built app must boot, the
 * configured admin (with ADMIN_PASSWORD) wins, and the demo data fills in the rest. Needs `npm -w backend run build`.
 */
describe('Boot with ADMIN_USERNAME=admin and the demo data (built app)', () => {
  const databaseName = `rounds_test_adminboot_${process.pid}_${randomBytes(4).toString('hex')}`;
  let app: SpawnedApp;

  beforeAll(async () => {
    if (!existsSync(resolve(BACKEND_DIST, 'main.js'))) throw new Error('backend/dist is missing: run `npm -w backend run build` first');
    app = await spawnApp('main.js', {
      NODE_ENV: 'test',
      DATABASE_URL: `${TEST_PG_SERVER}/${databaseName}`,
      REDIS_URL: TEST_REDIS_URL,
      QUEUE_PREFIX: databaseName,
      SESSION_SECRET: 'test-session-secret-that-is-long-enough-123',
      ADMIN_USERNAME: 'admin',
      ADMIN_PASSWORD: 'configured-admin-pass-1',
      DEMO_PASSWORD: 'rounds-demo-21',
      // The boot is under test, not key stretching: argon2 at its test cost for the admin and the demo accounts.
      PASSWORD_HASHING: 'fast',
    });
  });

  afterAll(async () => {
    await app?.stop('SIGTERM');
    await dropDatabase(databaseName);
    await deleteRedisKeys(databaseName);
  });

  it('boots, signs the configured admin in with ADMIN_PASSWORD (not the demo password), and seeds the rest', async () => {
    expect(app.output()).toMatch(/Seeded the demo shop/);
    expect(await signIn(app.url, 'admin', 'configured-admin-pass-1')).toEqual({ status: 200, role: 'admin' });
    expect((await signIn(app.url, 'admin', 'rounds-demo-21')).status).toBe(401);
    expect(await signIn(app.url, 'shopper', 'rounds-demo-21')).toEqual({ status: 200, role: 'user' });
    const products = (await (await fetch(`${app.url}/api/products?limit=1`)).json()) as unknown[];
    expect(products.length).toBe(1);
  });
});
