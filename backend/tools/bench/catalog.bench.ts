/**
 * npm run bench:catalog — the catalog listing at 100,000 products, the app against a bare
 * node:http + pg server running the same SQL, each in its own child process, measured in turns by
 * autocannon in this process. Creates, migrates and finally drops its own database.
 */
import { fork, ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { PG_SERVER, dropBenchDatabase, withClient } from './bench-database';
import { productSearch } from '../../src/modules/catalog/domain/product-listing';
import { productCountStatement, productPageStatement } from '../../src/modules/catalog/application/queries/list-products/product-listing.sql';
import { BENCH_PRODUCT_COUNT, insertBenchCatalog } from './catalog-bench-data';

const autocannon = require('autocannon') as (options: Record<string, unknown>) => Promise<AutocannonResult>;

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p99: number; average: number };
  errors: number;
  timeouts: number;
  non2xx: number;
}

const CONNECTIONS = 50;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_SECONDS = 3;
/** Alternating measured rounds per side and case, each DURATION_SECONDS long. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const POOL_MAX = 10; // the app's pool against a PostgreSQL server (database-bootstrap.ts)
export const SEARCH_WORD = 'espresso';

interface BenchCase {
  name: string;
  path: string;
  /** Each request asks for the next page instead: no page repeats within a run, so none is cached. */
  everyPageOnce?: boolean;
}

const CASES: BenchCase[] = [
  { name: 'newest, limit 24', path: '/api/products?limit=24' },
  { name: 'whiskey, offset 5000', path: '/api/products?category=whiskey&limit=24&offset=5000' },
  { name: `search "${SEARCH_WORD}"`, path: `/api/products?search=${SEARCH_WORD}&limit=24` },
  // Not a target: what the app costs when its page cache cannot help (see docs/performance.md, "Catalog").
  { name: 'whiskey, every page once', path: '/api/products?category=whiskey&limit=24', everyPageOnce: true },
];

type ServerKind = 'app' | 'baseline';

async function main(): Promise<void> {
  if (process.argv[2] === '--serve') return serve(process.argv[3] as ServerKind, process.argv[4]);

  const databaseName = `rounds_bench_catalog_${randomBytes(4).toString('hex')}`;
  const databaseUrl = `${PG_SERVER}/${databaseName}`;
  console.log(`Catalog benchmark on ${databaseName}: ${BENCH_PRODUCT_COUNT.toLocaleString('en-US')} products, ${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${DURATION_SECONDS} s per side and case`);
  try {
    // The app migrates the new database on its first start; the catalog is written after that.
    let app = await startChild('app', databaseUrl);
    await stopChild(app.child);
    const seeding = Date.now();
    await withClient(databaseUrl, async (client) => {
      await insertBenchCatalog(client);
      await client.query('vacuum analyze brands');
      await client.query('vacuum analyze products');
      await client.query('vacuum analyze product_category_listings');
      await client.query('vacuum analyze catalog_revision');
    });
    console.log(`Seeded and analysed in ${((Date.now() - seeding) / 1000).toFixed(1)} s\n`);

    // Both servers stay up (an idle one costs nothing) and the measurements alternate, so that
    // whatever else the machine is doing weighs on both sides alike.
    app = await startChild('app', databaseUrl);
    const baseline = await startChild('baseline', databaseUrl);
    const results: { name: string; informational: boolean; app: Measurement; baseline: Measurement }[] = [];
    try {
      for (const benchCase of CASES) {
        // Each side walks its own page sequence, from the same start, so both read the same pages.
        const appPages = new PageSequence(benchCase);
        const baselinePages = new PageSequence(benchCase);
        await warmUp(app.url, appPages);
        await warmUp(baseline.url, baselinePages);
        const appRounds: AutocannonResult[] = [];
        const baselineRounds: AutocannonResult[] = [];
        for (let round = 0; round < ROUNDS; round++) {
          appRounds.push(await measure(app.url, appPages));
          baselineRounds.push(await measure(baseline.url, baselinePages));
        }
        results.push({ name: benchCase.name, informational: benchCase.everyPageOnce === true, app: combine(appRounds), baseline: combine(baselineRounds) });
      }
    } finally {
      await stopChild(app.child);
      await stopChild(baseline.child);
    }
    printTable(results);
    console.log(`Machine: ${cpus().length} CPUs, load average ${loadavg().map((load) => load.toFixed(2)).join(' / ')} (1 / 5 / 15 min) at the end`);
    await printSearchPlan(databaseUrl);
  } finally {
    await dropBenchDatabase(databaseName);
    console.log(`\nDropped ${databaseName}`);
  }
}

interface Measurement {
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

/** The path of each request of a case: always the same, or (everyPageOnce) the next whiskey page each time. */
class PageSequence {
  private offset = 0;

  constructor(private readonly benchCase: BenchCase) {}

  /** Autocannon options that send this sequence's requests to the server at baseUrl. */
  options(baseUrl: string): Record<string, unknown> {
    if (!this.benchCase.everyPageOnce) return { url: baseUrl + this.benchCase.path };
    // One offset per whiskey product (10,000) before the sequence repeats: ten times what the page
    // cache keeps (1,000), so every request misses it.
    return {
      url: baseUrl,
      requests: [{ setupRequest: (request: Record<string, unknown>) => ({ ...request, path: `${this.benchCase.path}&offset=${this.nextOffset()}` }) }],
    };
  }

  private nextOffset(): number {
    const offset = this.offset;
    this.offset = (this.offset + 1) % 10_000;
    return offset;
  }
}

async function warmUp(baseUrl: string, pages: PageSequence): Promise<void> {
  await autocannon({ connections: CONNECTIONS, duration: WARMUP_SECONDS, ...pages.options(baseUrl) });
  await settle();
}

async function measure(baseUrl: string, pages: PageSequence): Promise<AutocannonResult> {
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_SECONDS, ...pages.options(baseUrl) });
  await settle();
  return result;
}

/** Lets the requests still queued in a server finish before the other side is measured. */
function settle(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 1000));
}

/** Rounds of equal length: mean throughput, worst p99, every error. */
function combine(rounds: AutocannonResult[]): Measurement {
  return {
    requestsPerSecond: rounds.reduce((sum, round) => sum + round.requests.average, 0) / rounds.length,
    p99: Math.max(...rounds.map((round) => round.latency.p99)),
    errors: rounds.reduce((sum, round) => sum + round.errors + round.timeouts + round.non2xx, 0),
  };
}

function printTable(results: { name: string; informational: boolean; app: Measurement; baseline: Measurement }[]): void {
  const rows = results.map(({ name, informational, app, baseline }) => ({
    case: informational ? `${name} (no target)` : name,
    'app req/s': Math.round(app.requestsPerSecond),
    'app p99 ms': app.p99,
    'app errors': app.errors,
    'baseline req/s': Math.round(baseline.requestsPerSecond),
    'baseline p99 ms': baseline.p99,
    'baseline errors': baseline.errors,
    'ratio app/baseline': Number((app.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)),
  }));
  console.table(rows);
  const failures = rows.filter((row, index) => !results[index].informational).filter((row) => row['ratio app/baseline'] < 0.5 || row['app p99 ms'] > 50 || row['app errors'] > 0);
  console.log(failures.length ? `Targets missed (ratio >= 0.5, p99 <= 50 ms, 0 errors) in: ${failures.map((row) => row.case).join('; ')}` : 'All targets met: ratio >= 0.5, p99 <= 50 ms, 0 errors.');
}

async function printSearchPlan(databaseUrl: string): Promise<void> {
  const criteria = { search: productSearch(SEARCH_WORD), limit: 24, offset: 0 };
  const plans = [
    { title: `the search page (search=${SEARCH_WORD}&limit=24)`, statement: productPageStatement(criteria) },
    { title: 'the search count, run once per catalog revision (X-Total-Count)', statement: productCountStatement(criteria) },
    { title: 'the whiskey page at offset 5000', statement: productPageStatement({ category: 'whiskey', limit: 24, offset: 5000 }) },
  ];
  await withClient(databaseUrl, async (client) => {
    for (const { title, statement } of plans) {
      const plan = await client.query(`explain (analyze, buffers) ${statement.text}`, statement.values);
      console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of ${title}:`);
      for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
    }
  });
}

/** Child process: serve the app or the baseline on a free port and report the URL. */
async function serve(kind: ServerKind, databaseUrl: string): Promise<void> {
  let url: string;
  if (kind === 'app') {
    const { startApp } = await import('../../src/app/bootstrap');
    const started = await startApp({
      role: 'api',
      listen: true,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        DATABASE_URL: databaseUrl,
        SEED_DEMO_DATA: 'false',
        PORT: '0',
        LOG_LEVEL: 'error',
        QUEUE_PREFIX: `bench_${process.pid}`,
        SESSION_SECRET: 'catalog-benchmark-session-secret-0123456789',
      },
    });
    url = started.url;
  } else {
    const { startBaselineServer } = await import('./catalog-baseline-server');
    url = (await startBaselineServer(databaseUrl, POOL_MAX)).url;
  }
  process.send?.({ url });
}

function startChild(kind: ServerKind, databaseUrl: string): Promise<{ child: ChildProcess; url: string }> {
  return new Promise((resolve, reject) => {
    const child = fork(__filename, ['--serve', kind, databaseUrl], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
    child.once('message', (message: { url: string }) => resolve({ child, url: message.url }));
    child.once('exit', (code) => reject(new Error(`The ${kind} server exited with code ${code} before it listened`)));
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    child.removeAllListeners('exit');
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}



main().then(
  () => undefined,
  (error) => {
    console.error(error);
    process.exitCode = 1;
  },
);
