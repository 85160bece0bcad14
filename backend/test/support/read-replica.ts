import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import { freeLoopbackPort } from '../../src/shared/infrastructure/net/free-loopback-port';
import { TEST_PG_SERVER } from './test-database';

const run = promisify(execFile);

/**
 * A streaming replica of the test cluster, for the tests of DATABASE_READ_URL: `pg_basebackup -R`
 * of the server at TEST_PG_SERVER into a temporary directory, started on a free port (or
 * TEST_REPLICA_PORT) with the same PostgreSQL binaries. `stop()` stops it and removes its directory.
 *
 * The cluster must accept replication connections from 127.0.0.1 (`host replication all 127.0.0.1/32
 * trust` in pg_hba.conf, wal_level replica, max_wal_senders > 0: .ci/run sees to the first, the rest
 * are PostgreSQL's defaults). PostgreSQL refuses to run as root: as root the replica runs as `postgres`.
 */
export interface ReadReplica {
  /** postgres://… of the replica, without a database name. */
  url: string;
  /** Stops applying the primary's changes (reads keep being answered, from the state reached). */
  pauseReplay(): Promise<void>;
  resumeReplay(): Promise<void>;
  /** Resolves once the replica has applied everything the primary had written when called. */
  caughtUp(): Promise<void>;
  stop(): Promise<void>;
}

export async function startReadReplica(): Promise<ReadReplica> {
  const primary = new URL(TEST_PG_SERVER);
  const binaries = (await run('pg_config', ['--bindir'])).stdout.trim();
  const port = Number(process.env.TEST_REPLICA_PORT ?? (await freeLoopbackPort()));
  const directory = mkdtempSync(join(process.env.TEST_REPLICA_DIR ?? tmpdir(), 'rounds-replica-'));
  const data = join(directory, 'data');
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? await postgresUser() : undefined;
  const asOwner = (command: string, args: string[]) => (owner ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args));
  if (owner) chownSync(directory, owner.uid, owner.gid);
  try {
    await asOwner(join(binaries, 'pg_basebackup'), ['-h', primary.hostname, '-p', primary.port || '5432', '-U', primary.username || 'postgres', '-D', data, '-R', '-X', 'stream', '-c', 'fast']);
    // Debian keeps postgresql.conf and pg_hba.conf outside the data directory: the replica gets its own,
    // with the settings a standby may not have lower than its primary copied from it.
    const settings = await on<{ name: string; setting: string }>(
      TEST_PG_SERVER,
      `select name, setting from pg_settings where name in ('max_connections', 'max_worker_processes', 'max_wal_senders', 'max_prepared_transactions', 'max_locks_per_transaction')`,
    );
    writeFileSync(
      join(data, 'postgresql.conf'),
      [
        `port = ${port}`,
        `listen_addresses = '127.0.0.1'`,
        `unix_socket_directories = '${directory}'`,
        'hot_standby = on',
        'shared_buffers = 32MB',
        'fsync = off',
        ...settings.map(({ name, setting }) => `${name} = ${setting}`),
        '',
      ].join('\n'),
    );
    writeFileSync(join(data, 'pg_hba.conf'), 'local all all trust\nhost all all 127.0.0.1/32 trust\n');
    writeFileSync(join(data, 'pg_ident.conf'), '');
    if (owner) for (const file of ['postgresql.conf', 'pg_hba.conf', 'pg_ident.conf']) chownSync(join(data, file), owner.uid, owner.gid);
    await asOwner(join(binaries, 'pg_ctl'), ['-D', data, '-l', join(directory, 'replica.log'), '-w', '-t', '60', 'start']);
  } catch (error) {
    rmSync(directory, { recursive: true, force: true });
    throw error;
  }

  const url = `postgres://${primary.username || 'postgres'}@127.0.0.1:${port}`;
  const [{ standby }] = await on<{ standby: boolean }>(url, 'select pg_is_in_recovery() as standby');
  if (!standby) throw new Error('The replica answered but is not in recovery: it is not a standby');
  return {
    url,
    pauseReplay: async () => {
      await on(url, 'select pg_wal_replay_pause()');
      await until(async () => (await on<{ state: string }>(url, 'select pg_get_wal_replay_pause_state() as state'))[0].state === 'paused');
    },
    resumeReplay: async () => {
      await on(url, 'select pg_wal_replay_resume()');
    },
    caughtUp: async () => {
      const [{ lsn }] = await on<{ lsn: string }>(TEST_PG_SERVER, 'select pg_current_wal_lsn()::text as lsn');
      await until(async () => (await on<{ applied: boolean }>(url, `select pg_last_wal_replay_lsn() >= '${lsn}'::pg_lsn as applied`))[0].applied);
    },
    stop: async () => {
      try {
        await asOwner(join(binaries, 'pg_ctl'), ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } finally {
        rmSync(directory, { recursive: true, force: true });
      }
    },
  };
}

async function on<T>(server: string, sql: string): Promise<T[]> {
  const client = new Client({ connectionString: `${server}/postgres` });
  await client.connect();
  try {
    return (await client.query(sql)).rows as T[];
  } finally {
    await client.end();
  }
}

async function postgresUser(): Promise<{ uid: number; gid: number }> {
  const [uid, gid] = await Promise.all([run('id', ['-u', 'postgres']), run('id', ['-g', 'postgres'])]);
  return { uid: Number(uid.stdout.trim()), gid: Number(gid.stdout.trim()) };
}

/** Polls a condition (a state, not a duration) until it holds; fails after a minute. */
async function until(condition: () => Promise<boolean>): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error('The replica did not reach the expected state within a minute');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
