import { ChildProcess, spawn, SpawnOptions } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { freeLoopbackPort } from '../../src/shared/infrastructure/net/free-loopback-port';
import { redisAnswers } from '../../src/shared/infrastructure/jobs/bullmq/redis-connections';

/**
 * A PostgreSQL cluster and a Redis server private to one fault test: it may restart, freeze (SIGSTOP) or
 * stop them without touching the shared servers other tests use. Each runs in its own process group, so a
 * freeze reaches the postmaster and every backend. Start-up is quick: one initdb per test file, fsync off.
 */

const START_WAIT_MS = 30_000;

interface Server {
  process: ChildProcess | null;
  exited: Promise<void>;
}

function launch(command: string, args: string[], options: SpawnOptions): Server {
  const child = spawn(command, args, { ...options, detached: true, stdio: ['ignore', 'ignore', 'pipe'] });
  let errors = '';
  child.stderr?.on('data', (chunk) => (errors = (errors + chunk).slice(-4000)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  Object.defineProperty(child, 'errors', { get: () => errors });
  return { process: child, exited };
}

/** The process ids whose parent is the given one (from /proc; Linux). */
function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name may hold spaces and parentheses: the fields after its closing one are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (parent === pid) children.push(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return children;
}

/**
 * Sends a signal to a server and every process it started: PostgreSQL's backends each call setsid(),
 * so a signal to the postmaster's process group would not reach them.
 */
function signalAll(server: Server, signal: NodeJS.Signals): void {
  const pid = server.process?.pid;
  if (!pid || server.process!.exitCode !== null || server.process!.signalCode !== null) return;
  for (const target of [pid, ...childrenOf(pid)]) {
    try {
      process.kill(target, signal);
    } catch {
      // already gone
    }
  }
}

async function waitUntil(what: string, condition: () => Promise<boolean>, timeoutMs = START_WAIT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`${what} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** PostgreSQL's binaries: the newest version under /usr/lib/postgresql, or PG_BIN. */
function postgresBinaries(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).filter((version) => existsSync(join(root, version, 'bin', 'initdb'))) : [];
  if (!versions.length) throw new Error('No PostgreSQL server binaries under /usr/lib/postgresql (set PG_BIN to their directory)');
  return join(root, versions.sort((a, b) => Number(b) - Number(a))[0], 'bin');
}

/** initdb and postgres refuse to run as root: there they run as the postgres user. */
function asPostgresUser(): Pick<SpawnOptions, 'uid' | 'gid'> & { owner?: { uid: number; gid: number } } {
  if (process.getuid?.() !== 0) return {};
  const passwd = readFileSync('/etc/passwd', 'utf8');
  const line = passwd.split('\n').find((entry) => entry.startsWith('postgres:'));
  if (!line) throw new Error('Running as root without a postgres user: initdb cannot run');
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid), owner: { uid: Number(uid), gid: Number(gid) } };
}

export interface PrivatePostgres {
  readonly port: number;
  /** postgres://postgres@127.0.0.1:port/<database> */
  url(database?: string): string;
  /** Whether `select 1` answers now. */
  answers(): Promise<boolean>;
  /** A fast shutdown (SIGINT: sessions terminated with 57P01, as `pg_ctl restart -m fast`) and a start on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  /** SIGSTOP / SIGCONT to the postmaster and every backend: a frozen host. */
  freeze(): void;
  thaw(): void;
  /** Stops the server (thawing it first) and removes its files; safe to call twice or after a failed start. */
  close(): Promise<void>;
}

export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const bin = postgresBinaries();
  const user = asPostgresUser();
  const dir = mkdtempSync(join(tmpdir(), 'rounds-faults-pg-'));
  if (user.owner) chownSync(dir, user.owner.uid, user.owner.gid);
  const dataDir = join(dir, 'data');
  const port = await freeLoopbackPort();
  const spawnOptions: SpawnOptions = { uid: user.uid, gid: user.gid, env: { ...process.env, LC_ALL: 'C' } };

  const init = launch(join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8', '--no-instructions'], spawnOptions);
  await init.exited;
  if (init.process?.exitCode !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`initdb failed: ${(init.process as unknown as { errors: string }).errors}`);
  }

  let server: Server = { process: null, exited: Promise.resolve() };
  const url = (database = 'postgres') => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const answers = async () => {
    const client = new Client({ connectionString: url(), connectionTimeoutMillis: 1000 });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  const start = async () => {
    server = launch(
      join(bin, 'postgres'),
      ['-D', dataDir, '-p', String(port), '-c', 'listen_addresses=127.0.0.1', '-c', `unix_socket_directories=${dir}`, '-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off', '-c', 'max_connections=200'],
      spawnOptions,
    );
    await waitUntil('The private PostgreSQL did not answer', async () => {
      if (server.process?.exitCode !== null) throw new Error(`The private PostgreSQL exited: ${(server.process as unknown as { errors: string }).errors}`);
      return answers();
    });
  };
  const stop = async () => {
    signalAll(server, 'SIGCONT');
    if (server.process?.exitCode === null && server.process.signalCode === null) server.process.kill('SIGINT');
    await server.exited;
  };
  await start().catch(async (error) => {
    await stop();
    rmSync(dir, { recursive: true, force: true });
    throw error;
  });
  return {
    port,
    url,
    answers,
    start,
    stop,
    restart: async () => {
      await stop();
      await start();
    },
    freeze: () => signalAll(server, 'SIGSTOP'),
    thaw: () => signalAll(server, 'SIGCONT'),
    close: async () => {
      await stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface PrivateRedis {
  readonly url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  freeze(): void;
  thaw(): void;
  close(): Promise<void>;
}

export async function startPrivateRedis(): Promise<PrivateRedis> {
  const port = await freeLoopbackPort();
  let server: Server = { process: null, exited: Promise.resolve() };
  const pong = () => redisAnswers(`redis://127.0.0.1:${port}`, 500);
  const start = async () => {
    server = launch('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {});
    await waitUntil('The private Redis did not answer', async () => {
      if (server.process?.exitCode !== null) throw new Error('The private Redis exited');
      return pong();
    });
  };
  const stop = async () => {
    signalAll(server, 'SIGCONT');
    if (server.process?.exitCode === null && server.process.signalCode === null) server.process.kill('SIGTERM');
    await server.exited;
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    stop,
    freeze: () => signalAll(server, 'SIGSTOP'),
    thaw: () => signalAll(server, 'SIGCONT'),
    close: stop,
  };
}
