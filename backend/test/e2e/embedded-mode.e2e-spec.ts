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
