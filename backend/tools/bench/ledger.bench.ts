/**
 * npm run bench:ledger — the commission ledger at scale:
 * 1. 100,000 attributed orders (one commission entry each) over 1,000 creators, 10,000 of them for one
 *    creator; GET /api/user/sales-analytics for that creator through the API at 20 connections, beside a
 *    bare SQL baseline (node:http + pg running the same read-model SQL, no Nest, no session, in its own
 *    child process) in alternating rounds of the same run, with each server's CPU time per request;
 * 2. the payout run for all of them in a worker child process (role worker), timed from enqueue to
 *    completed, with the worker's peak RSS read from /proc.
 * Creates its own database and queue prefix and drops them at the end.
 *
 * Env: BENCH_PG_SERVER (postgres://postgres@127.0.0.1:5432), REDIS_URL, BENCH_LEDGER_ORDERS (100000),
 * BENCH_LEDGER_CREATORS (1000), BENCH_DURATION_SECONDS (10), BENCH_ROUNDS (2: alternating rounds per side),
 * BENCH_LEDGER_SKIP_PAYOUT (1: stop after the sales-analytics part), BENCH_LEDGER_COMPARE_DIST (the absolute
 * dist directory of another build, e.g. the code before a change: its API runs on the same database and is
 * measured in the same alternating rounds, as "other build"), BENCH_API_NODE_ARGS (node flags for the API,
 * e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`).
 */
import { ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, Server } from 'node:http';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Queue, QueueEvents } from 'bullmq';
import { Pool, types } from 'pg';
import type { z } from 'zod';
import { GetSalesAnalyticsHandler } from '../../src/modules/commissions/application/queries/get-sales-analytics/get-sales-analytics.handler';
import { GetSalesAnalyticsQuery } from '../../src/modules/commissions/application/queries/get-sales-analytics/get-sales-analytics.query';
import { Sql, type SqlStatement } from '../../src/shared/application/sql';
import { freeLoopbackPort } from '../../src/shared/infrastructure/net/free-loopback-port';
import { dropBenchDatabase, PG_SERVER, withClient } from './bench-database';
import { cpus, loadavg, tmpdir } from 'node:os';
import { procCpuMs, procStatusKb, spawnLoggingToFile, waitForLine } from './bench-process';

const autocannon = require('autocannon') as (options: Record<string, unknown>) => Promise<{ requests: { average: number; total: number }; latency: { p99: number; average: number }; errors: number; non2xx: number }>;

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ORDERS = Number(process.env.BENCH_LEDGER_ORDERS ?? 100_000);
const CREATORS = Number(process.env.BENCH_LEDGER_CREATORS ?? 1_000);
const HEAVY_ENTRIES = 10_000;
const CONNECTIONS = 20;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const SKIP_PAYOUT = process.env.BENCH_LEDGER_SKIP_PAYOUT === '1';
const API_NODE_ARGS = (process.env.BENCH_API_NODE_ARGS ?? '').split(' ').filter(Boolean);
const COMPARE_DIST = process.env.BENCH_LEDGER_COMPARE_DIST ? resolve(process.env.BENCH_LEDGER_COMPARE_DIST) : null;
/** The production build the benchmark runs (`npm -w backend run build`); this file runs from dist-tools/tools/bench. */
const DIST = resolve(__dirname, '..', '..', '..', 'dist');
const TARGETS = { payoutSeconds: 30, peakRssMb: 300, p99Ms: 50 };
const BANKING = JSON.stringify({ accountHolderName: 'Bench Creator', bankName: 'Sandbox Bank', routingNumber: '110000000', accountNumber: '000123456789', accountType: 'checking' });

async function main(): Promise<void> {
  const databaseName = `rounds_bench_ledger_${randomBytes(4).toString('hex')}`;
  const databaseUrl = `${PG_SERVER}/${databaseName}`;
  const port = await freeLoopbackPort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    QUEUE_PREFIX: databaseName,
    SEED_DEMO_DATA: 'false',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    LOG_FORMAT: 'json',
    THROTTLE_ANON_PER_MINUTE: '100000',
    THROTTLE_SIGNIN_PER_MINUTE: '100000',
  };
  const children: ChildProcess[] = [];
  console.log(`Ledger benchmark on ${databaseName}: ${ORDERS.toLocaleString('en-US')} attributed orders over ${CREATORS.toLocaleString('en-US')} creators`);
  try {
    const api = await spawnLoggingToFile(process.execPath, [...API_NODE_ARGS, join(DIST, 'main.api.js')], { ...env, LOG_LEVEL: 'log' }, join(tmpdir(), `${databaseName}.api.log`), /listening on/);
    children.push(api);

    // The heavy creator signs in through the API; the other 999 exist only in the ledger.
    const username = `bench_creator_${randomBytes(3).toString('hex')}`;
    const registered = await fetch(`${baseUrl}/api/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password: 'bench-password-1' }) });
    if (registered.status !== 201) throw new Error(`Registering the bench creator answered ${registered.status}`);
    const heavyUserId = ((await registered.json()) as { id: string }).id;
    const cookie = registered.headers.getSetCookie().map((value) => value.split(';')[0]).join('; ');

    const seededMs = await seed(databaseUrl, heavyUserId);
    console.log(`Seeded ${ORDERS.toLocaleString('en-US')} entries in ${(seededMs / 1000).toFixed(1)} s`);

    // 1. Sales analytics: the API against the bare SQL baseline (and another build, if asked), alternating rounds.
    const baseline = spawn(process.execPath, [__filename, '--baseline-server', databaseUrl, heavyUserId], { stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(baseline);
    let baselineUrl = '';
    baseline.stdout!.on('data', (chunk: Buffer) => (baselineUrl ||= /baseline listening on (\S+)/.exec(chunk.toString('utf8'))?.[1] ?? ''));
    await waitForLine(baseline, /baseline listening on/, 30_000);
    const sides: Side[] = [{ name: 'app', url: `${baseUrl}/api/user/sales-analytics`, headers: { cookie }, pid: api.pid! }];
    if (COMPARE_DIST) {
      const otherPort = await freeLoopbackPort();
      const other = await spawnLoggingToFile(process.execPath, [join(COMPARE_DIST, 'main.api.js')], { ...env, PORT: String(otherPort), LOG_LEVEL: 'log' }, join(tmpdir(), `${databaseName}.other-api.log`), /listening on/);
      children.push(other);
      // Sessions live in PostgreSQL and both builds share the secret: the same cookie signs in on both.
      sides.push({ name: 'other build', url: `http://127.0.0.1:${otherPort}/api/user/sales-analytics`, headers: { cookie }, pid: other.pid! });
    }
    sides.push({ name: 'bare SQL baseline', url: `${baselineUrl}/sales-analytics`, headers: {}, pid: baseline.pid! });
    for (const side of sides) await autocannon({ url: side.url, connections: CONNECTIONS, duration: 2, headers: side.headers }); // warm-up
    const measured = new Map(sides.map((side) => [side.name, [] as Round[]]));
    for (let round = 0; round < ROUNDS; round++) {
      for (const side of sides) measured.get(side.name)!.push(await measure(side));
    }
    baseline.kill('SIGTERM');
    const summary = sides.map((side) => summarize(side.name, measured.get(side.name)!));
    console.table(summary.map(({ name, rps, p99, cpuMsPerRequest, errors }) => ({ case: `GET /api/user/sales-analytics (${HEAVY_ENTRIES.toLocaleString('en-US')} entries), ${CONNECTIONS} connections`, server: name, 'req/s': Math.round(rps), 'worst p99 ms': p99, 'CPU ms/request': cpuMsPerRequest.toFixed(2), errors })));
    console.log(`Machine: ${cpus().length} CPUs, load average ${loadavg().map((load) => load.toFixed(2)).join(' / ')} (1 / 5 / 15 min) after the sales-analytics rounds`);
    const app = summary[0];
    if (SKIP_PAYOUT) {
      console.log(app.p99 > TARGETS.p99Ms || app.errors > 0 ? `Target missed: sales-analytics p99 ${app.p99} ms (target ${TARGETS.p99Ms} ms), ${app.errors} errors` : `Target met: sales-analytics p99 ${app.p99} ms <= ${TARGETS.p99Ms} ms, 0 errors (payout run skipped).`);
      if (app.p99 > TARGETS.p99Ms || app.errors > 0) process.exitCode = 1;
      return;
    }

    // 2. The payout run in a worker.
    const worker = spawn(process.execPath, [join(DIST, 'main.worker.js')], { env: { ...env, LOG_LEVEL: 'log' }, stdio: ['ignore', 'pipe', 'inherit'] });
    children.push(worker);
    await waitForLine(worker, /worker consuming jobs/, 90_000);
    worker.stdout!.on('data', (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) if (line.includes('Payout run')) console.log(`worker: ${line.trim()}`);
    });
    const connection = { url: REDIS_URL };
    const queue = new Queue('commissions.payouts', { connection, prefix: databaseName });
    const events = new QueueEvents('commissions.payouts', { connection, prefix: databaseName });
    await events.waitUntilReady();
    let peakRssKb = procStatusKb(worker.pid!, 'VmHWM');
    const started = Date.now();
    const job = await queue.add('commissions.run-payouts', { runAt: new Date(Date.now() + 15 * 24 * 3600 * 1000).toISOString() }, { attempts: 1 });
    const finished = job.waitUntilFinished(events, 300_000);
    const sampler = setInterval(() => (peakRssKb = Math.max(peakRssKb, procStatusKb(worker.pid!, 'VmHWM'))), 100);
    const result = (await finished) as { paid: number; released: number };
    clearInterval(sampler);
    const payoutMs = Date.now() - started;
    peakRssKb = Math.max(peakRssKb, procStatusKb(worker.pid!, 'VmHWM'));
    await queue.close();
    await events.close();
    const [paid] = await withClient(databaseUrl, async (client) =>
      (await client.query<{ payouts: string; entries: string }>(`select (select count(*) from payouts where status = 'paid') as payouts, (select count(*) from commission_entries where status = 'paid') as entries`)).rows,
    );
    console.table([
      { case: `payout run: ${CREATORS.toLocaleString('en-US')} creators, ${ORDERS.toLocaleString('en-US')} entries`, seconds: Number((payoutMs / 1000).toFixed(1)), 'worker peak RSS MB': Math.round(peakRssKb / 1024), released: result.released, 'payouts paid': Number(paid.payouts), 'entries paid': Number(paid.entries) },
    ]);
    if (Number(paid.entries) !== ORDERS || Number(paid.payouts) !== CREATORS) throw new Error(`Expected ${ORDERS} entries in ${CREATORS} payouts, got ${paid.entries} in ${paid.payouts}`);
    const missed = [
      payoutMs > TARGETS.payoutSeconds * 1000 ? `payout run ${(payoutMs / 1000).toFixed(1)} s > ${TARGETS.payoutSeconds} s` : null,
      peakRssKb / 1024 > TARGETS.peakRssMb ? `worker RSS ${Math.round(peakRssKb / 1024)} MB > ${TARGETS.peakRssMb} MB` : null,
      app.p99 > TARGETS.p99Ms ? `sales-analytics p99 ${app.p99} ms > ${TARGETS.p99Ms} ms` : null,
      app.errors > 0 ? `${app.errors} errors` : null,
    ].filter(Boolean);
    console.log(missed.length ? `Targets missed: ${missed.join('; ')}` : `All targets met: payout run <= ${TARGETS.payoutSeconds} s, worker RSS <= ${TARGETS.peakRssMb} MB, sales-analytics p99 <= ${TARGETS.p99Ms} ms, 0 errors.`);
    if (missed.length) process.exitCode = 1;
  } finally {
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(children.map((child) => (child.exitCode === null ? new Promise((resolveExit) => child.once('exit', resolveExit)) : undefined)));
    await dropBenchDatabase(databaseName);
    for (const log of ['api', 'other-api']) rmSync(join(tmpdir(), `${databaseName}.${log}.log`), { force: true });
  }
}

/** One entry per attributed order: HEAVY_ENTRIES for the signed-in creator, the rest spread over the others; all past their hold. */
async function seed(databaseUrl: string, heavyUserId: string): Promise<number> {
  const started = Date.now();
  await withClient(databaseUrl, async (client) => {
    await client.query(`create temporary table bench_creators as
      select n, case when n = 1 then $1::uuid else gen_random_uuid() end as user_id from generate_series(1, ${CREATORS}) n`, [heavyUserId]);
    await client.query(`insert into commission_accounts (user_id, tier, commission_rate, banking_details, total_sales_generated_cents)
      select user_id, 'level1_curator', 5, $1::jsonb, 0 from bench_creators
      on conflict (user_id) do update set tier = excluded.tier, commission_rate = excluded.commission_rate, banking_details = excluded.banking_details`, [BANKING]);
    await client.query(`insert into commission_entries (kind, order_id, order_item_id, product_id, product_name, user_id, shopper_id, attribution_rule,
                                                        gmv_cents, rate_percent, tier, amount_cents, status, payable_at, created_at, updated_at)
      select 'commission', gen_random_uuid(), gen_random_uuid(), null, 'Bench Bottle ' || (i % 50), c.user_id, gen_random_uuid(), 'last_click',
             2000 + (i % 7) * 500, 5, 'level1_curator', (2000 + (i % 7) * 500) / 20, 'pending', now() - interval '1 day',
             now() - ((i % 60) || ' days')::interval, now()
        from generate_series(1, ${ORDERS}) i
        join bench_creators c on c.n = case when i <= ${HEAVY_ENTRIES} then 1 else 2 + (i % (${CREATORS} - 1)) end`);
    await client.query(`insert into commission_entry_events (entry_id, from_status, to_status, reason) select id, null, 'pending', 'order_paid' from commission_entries`);
    await client.query(`update commission_accounts a set total_sales_generated_cents = s.sales from (select user_id, sum(gmv_cents) as sales from commission_entries group by user_id) s where s.user_id = a.user_id`);
    await client.query(`insert into click_logs (id, referrer_user_id, user_id, utm_params, created_at, updated_at)
      select gen_random_uuid(), $1::uuid, null, '{}'::jsonb, now() - ((i % 30) || ' days')::interval, now() from generate_series(1, 20000) i`, [heavyUserId]);
    await client.query('analyze');
  });
  return Date.now() - started;
}

interface Side {
  name: string;
  url: string;
  headers: Record<string, string>;
  pid: number;
}
interface Round {
  rps: number;
  p99: number;
  requests: number;
  cpuMs: number;
  errors: number;
}

/** One round against one server: throughput, p99, errors and the server process's CPU time over the round. */
async function measure(side: Side): Promise<Round> {
  const cpuBefore = procCpuMs(side.pid);
  const result = await autocannon({ url: side.url, connections: CONNECTIONS, duration: DURATION_SECONDS, headers: side.headers });
  return { rps: result.requests.average, p99: result.latency.p99, requests: result.requests.total, cpuMs: procCpuMs(side.pid) - cpuBefore, errors: result.errors + result.non2xx };
}

function summarize(name: string, rounds: Round[]) {
  const requests = rounds.reduce((sum, round) => sum + round.requests, 0);
  return {
    name,
    rps: rounds.reduce((sum, round) => sum + round.rps, 0) / rounds.length,
    p99: Math.max(...rounds.map((round) => round.p99)),
    cpuMsPerRequest: requests === 0 ? 0 : rounds.reduce((sum, round) => sum + round.cpuMs, 0) / requests,
    errors: rounds.reduce((sum, round) => sum + round.errors, 0),
  };
}

/** The yardstick: node:http and a pg pool running the sales-analytics handler's own SQL for the same creator, without Nest, sessions or guards (run in a child process: `--baseline-server <databaseUrl> <userId>`). */
async function startBaselineServer(databaseUrl: string, userId: string): Promise<{ url: string; close(): Promise<void> }> {
  const pool = new Pool({ connectionString: databaseUrl, max: 10 });
  const sql = new (class PoolSql extends Sql {
    protected async run(statement: SqlStatement<z.ZodType>, values: readonly unknown[]): Promise<unknown[]> {
      return (await pool.query({ text: statement.text, values: [...values], types: { getTypeParser: types.getTypeParser } })).rows;
    }
  })();
  const handler = new GetSalesAnalyticsHandler(sql, { now: () => new Date() });
  const server: Server = createServer((_request, response) => {
    handler
      .execute(new GetSalesAnalyticsQuery(userId))
      .then((figures) => response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(figures)))
      .catch((error: Error) => response.writeHead(500).end(error.message));
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const address = server.address();
  return {
    url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
    close: async () => {
      await new Promise<void>((resolveClose) => server.close(() => resolveClose()));
      await pool.end();
    },
  };
}

if (process.argv[2] === '--baseline-server') {
  startBaselineServer(process.argv[3], process.argv[4]).then(
    ({ url }) => console.log(`baseline listening on ${url}`),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
} else {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
