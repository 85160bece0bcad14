import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { Client } from 'pg';

/**
 * Template databases: a test run migrates (and seeds) once into a template, and each test file gets
 * its own database as a copy of it (`create database … template …`, about 0.2 s instead of 2-6 s of
 * migrations and seeding). Only `pg` and Node here: the browser tests' support uses this file too.
 *
 * A template's name holds a fingerprint of the code that built it (migrations, seed, everything the
 * build runs), so a changed migration or seed never gets a stale copy: it gets a new template.
 */
export const TEMPLATE_PREFIX = 'rounds_test_template_';

/** Templates nobody asked for in this long are dropped (they belong to code that changed since). */
const UNUSED_TEMPLATE_TTL_MS = 6 * 60 * 60 * 1000;
/** A build still unfinished after this long crashed (a build takes seconds). */
const ABANDONED_BUILD_TTL_MS = 60 * 60 * 1000;

export function serverDatabaseUrl(server: string, database: string): string {
  return `${server}/${database}`;
}

/**
 * A short hash of every file under `paths` (directories recursively) whose name `include` accepts,
 * with its path relative to `root`: renaming, adding or editing any of them gives another fingerprint.
 */
export function fingerprintFiles(root: string, paths: string[], include: (file: string) => boolean = () => true): string {
  const hash = createHash('sha256');
  const visit = (path: string): void => {
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path).sort()) visit(join(path, entry));
    } else if (include(path)) {
      hash.update(relative(root, path)).update('\0').update(readFileSync(path)).update('\0');
    }
  };
  for (const path of paths) visit(path);
  return hash.digest('hex').slice(0, 16);
}

/**
 * The name of the template `kind` built from code with this fingerprint, building it first when it does
 * not exist: `build` gets the URL of a new empty database (or of a copy of `from`) and must close every
 * connection it opened. The build runs under an advisory lock on the template's name and under a temporary
 * name that is renamed only once it succeeded, so two runs (or two jest workers) starting at once build it
 * once, and a crashed build is never taken for a template.
 */
export async function ensureTemplate(
  server: string,
  template: { kind: string; fingerprint: string; from?: string },
  build: (databaseUrl: string, databaseName: string) => Promise<void>,
): Promise<string> {
  const name = `${TEMPLATE_PREFIX}${template.kind}_${template.fingerprint}`;
  const exists = async (admin: Client) => Boolean((await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount);
  await withAdminClient(server, async (admin) => {
    // The common case takes no lock: the template is there (a copy needs nobody to wait for a build of another).
    if (await exists(admin)) {
      // Two runs stamping at once may collide ("tuple concurrently updated"): either stamp will do.
      await admin.query(`comment on database "${name}" is '${stamp()}'`).catch(() => undefined);
      return;
    }
    await admin.query('select pg_advisory_lock(hashtext($1))', [name]);
    try {
      if (!(await exists(admin))) await buildTemplate(server, admin, name, template.from, build);
      await admin.query(`comment on database "${name}" is '${stamp()}'`);
      await dropStaleTemplates(admin, name);
    } finally {
      await admin.query('select pg_advisory_unlock(hashtext($1))', [name]);
    }
  });
  return name;
}

/** A new database `name`, a copy of `template` (which nobody may be connected to; templates refuse connections). */
export async function createDatabaseFromTemplate(server: string, name: string, template: string): Promise<void> {
  if (!name.includes('test')) throw new Error(`Refusing to create "${name}": test databases have "test" in their name`);
  await withAdminClient(server, (admin) => admin.query(`create database "${name}" template "${template}"`));
}

/** 2026112720 for 20:xx UTC on 27 November 2026: seeded rows are dated from when they were written, so a seeded template serves for an hour. */
export function currentHour(): string {
  return new Date().toISOString().slice(0, 13).replace(/\D/g, '');
}

async function buildTemplate(
  server: string,
  admin: Client,
  name: string,
  from: string | undefined,
  build: (databaseUrl: string, databaseName: string) => Promise<void>,
): Promise<void> {
  const building = `${name}_b${randomBytes(3).toString('hex')}`;
  await admin.query(`create database "${building}"${from ? ` template "${from}"` : ''}`);
  await admin.query(`comment on database "${building}" is '${stamp()}'`);
  try {
    await build(serverDatabaseUrl(server, building), building);
    // A template accepts no connections: a copy can only be made while nobody is connected to it.
    await admin.query(`alter database "${building}" with allow_connections false`);
    await untilNoConnections(admin, building);
    await admin.query(`alter database "${building}" rename to "${name}"`);
  } catch (error) {
    await admin.query(`drop database if exists "${building}" with (force)`).catch(() => undefined);
    throw error;
  }
}

/** Drops templates of older code that no run asked for lately, and builds that never finished. */
async function dropStaleTemplates(admin: Client, current: string): Promise<void> {
  const { rows } = await admin.query<{ datname: string; description: string | null }>(
    `select d.datname, s.description from pg_database d
       left join pg_shdescription s on s.objoid = d.oid and s.classoid = 'pg_database'::regclass
      where d.datname like $1 and d.datname <> $2`,
    [`${TEMPLATE_PREFIX}%`, current],
  );
  const now = Date.now();
  for (const { datname, description } of rows) {
    const lastUsed = Date.parse(description ?? '');
    const ttl = /_b[0-9a-f]{6}$/.test(datname) ? ABANDONED_BUILD_TTL_MS : UNUSED_TEMPLATE_TTL_MS;
    if (Number.isNaN(lastUsed) || now - lastUsed > ttl) {
      await admin.query(`drop database if exists "${datname}" with (force)`).catch(() => undefined);
    }
  }
}

/** Waits for pools that are still closing (a forced disconnect would raise 'error' on their idle clients), then ends any left. */
export async function untilNoConnections(admin: Client, database: string, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { rows } = await admin.query('select count(*)::int as connections from pg_stat_activity where datname = $1', [database]);
    if (rows[0].connections === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1', [database]);
}

const stamp = () => new Date().toISOString();

async function withAdminClient<T>(server: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: serverDatabaseUrl(server, 'postgres') });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
