import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Redis from 'ioredis';
import { reportFigures, sessionCookie } from '../support/fault-load';
import { startPrivatePostgres, startPrivateRedis, PrivatePostgres, PrivateRedis } from '../support/private-servers';
import { spawnApp, SpawnedApp } from '../support/spawn-app';
import { sharedStringsBomb } from '../support/zip-files';

const MB = 1024 * 1024;
/** The default SPREADSHEET_MAX_INFLATED_MB. */
const INFLATED_LIMIT = 200 * MB;
/** What the API process may reach, at its peak, over its whole life: start-up, sign-in and two bombs. */
const MAX_PEAK_RSS = 400 * MB;

/**
 * A zip bomb posted as an image spreadsheet to the built API process: a 0.2 MB .xlsx whose
 * xl/sharedStrings.xml inflates to more than 200 MB while its headers claim 4 kB. The API refuses it with
 * 413 naming the limit, keeps nothing (no stored file, no queued job) and its memory stays flat (VmHWM of
 * its own process). Needs `npm -w backend run build`.
 */
describe('A hostile spreadsheet cannot take the API down (fault, private servers)', () => {
  let postgres: PrivatePostgres;
  let redis: PrivateRedis;
  let api: SpawnedApp;
  let storageDir: string;
  let adminCookie: string;

  beforeAll(async () => {
    postgres = await startPrivatePostgres();
    redis = await startPrivateRedis();
    storageDir = await mkdtemp(join(tmpdir(), 'rounds-xlsx-bomb-'));
    api = await spawnApp('main.api.js', {
      NODE_ENV: 'test',
      PROCESS_ROLE: 'api',
      DATABASE_URL: postgres.url('rounds_xlsx_bomb'),
      REDIS_URL: redis.url,
      STORAGE_DIR: storageDir,
      SESSION_SECRET: 'fault-test-session-secret-long-enough-1',
      SEED_DEMO_DATA: 'false',
      ADMIN_USERNAME: 'bomb_admin',
      ADMIN_PASSWORD: 'bomb-admin-password',
      LOG_LEVEL: 'error',
    });
    adminCookie = await sessionCookie(api.url, 'bomb_admin', 'bomb-admin-password');
  }, 180_000);

  afterAll(async () => {
    await api?.stop('SIGKILL');
    await postgres?.close();
    await redis?.close();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  /** The API process's peak resident set so far (kB in /proc → bytes). */
  const peakRss = async (): Promise<number> => {
    const status = await readFile(`/proc/${api.process.pid}/status`, 'utf8');
    return Number(/^VmHWM:\s+(\d+) kB/m.exec(status)![1]) * 1024;
  };

  it('answers 413 naming the 200 MB limit, keeps nothing and holds its memory', async () => {
    const bomb = await sharedStringsBomb(INFLATED_LIMIT + 10 * MB);
    expect(bomb.length).toBeLessThan(2 * MB);
    const peakBefore = await peakRss();
    const figures: Record<string, unknown> = { fileKb: Math.round(bomb.length / 1024), inflatesToMb: 210, peakRssBeforeMb: Math.round(peakBefore / MB) };

    for (const path of ['/api/brands/bulk-upload/spreadsheet?dryRun=true', '/api/brands/bulk-upload/spreadsheet', '/api/universal/bulk-upload?dryRun=true']) {
      const form = new FormData();
      form.append('file', new Blob([bomb], { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), 'bomb.xlsx');
      const started = Date.now();
      const response = await fetch(`${api.url}${path}`, { method: 'POST', headers: { cookie: adminCookie }, body: form });
      figures[`responseMs ${path}`] = Date.now() - started;
      expect(response.status).toBe(413);
      expect(await response.json()).toEqual({
        statusCode: 413,
        code: 'SPREADSHEET_TOO_LARGE',
        message: expect.stringMatching(/^The spreadsheet expands to more than 200 MB when unpacked .*Split it into several smaller files/),
      });
    }

    const peakAfter = await peakRss();
    figures.peakRssAfterMb = Math.round(peakAfter / MB);
    reportFigures('xlsx bomb', figures);
    expect(peakAfter).toBeLessThan(MAX_PEAK_RSS);
    expect(api.process.exitCode).toBeNull();

    // Nothing kept: no stored spreadsheet, no spooled upload, no queued job.
    const stored = await readdir(storageDir, { recursive: true });
    expect(stored.filter((name) => /image-imports\/|\.upload$/.test(String(name)))).toEqual([]);
    const client = new Redis(redis.url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    try {
      await client.connect();
      expect(await client.keys('*catalog.import-images*')).toEqual([]);
    } finally {
      client.disconnect();
    }
  }, 120_000);
});
