/**
 * npm run bench:catalog — the catalog listing at 100,000 products (BENCH_PRODUCTS=1000000 for a million), the app against a bare
 * node:http + pg server running the same SQL, each in its own child process, measured in turns by
 * autocannon in this process. Creates, migrates and finally drops its own database.
 */
import { fork, ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { cpus, loadavg } from 'node:os';
import { PG_SERVER, dropBenchDatabase, withClient } from './bench-database';
import { productSearch } from '../../src/modules/catalog/domain/product-listing';
import { ListingStatement, ProductCountCache, productPageStatement, readProductPage } from '../../src/modules/catalog/application/queries/list-products/product-listing.sql';
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
/** Searches are measured at 20 connections (issue "The catalog at scale"). */
const SEARCH_CONNECTIONS = 20;
const DURATION_SECONDS = Number(process.env.BENCH_DURATION ?? 10);
const WARMUP_SECONDS = 3;
/** Alternating measured rounds per side and case, each DURATION_SECONDS long. */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 2);
const POOL_MAX = 10; // the app's pool against a PostgreSQL server (database-bootstrap.ts)
/** Only these cases (comma-separated, matched against the case name), e.g. BENCH_CASES=search. */
const ONLY_CASES = process.env.BENCH_CASES?.split(',').map((part) => part.trim()).filter(Boolean);
export const SEARCH_WORD = 'espresso';
/** p99 targets: 50 ms at 100,000 products; a search may take 100 ms at 1,000,000. */
const SEARCH_P99_TARGET_MS = BENCH_PRODUCT_COUNT > 100_000 ? 100 : 50;

interface BenchCase {
  name: string;
  path: string;
  connections: number;
  /** Targets the case must meet; none for an informational case. */
  target: { p99Ms: number; minRatio: number } | null;
  /**
   * Each request asks for the next page instead (offset 0, 1, 2, … up to `pages`, then again), so no
   * page repeats within a run and the app's page cache never answers: what an uncached read costs.
   */
  everyPageOnce?: { pages: number };
}

/** One whiskey page per whiskey product (a tenth of the catalog): deep offsets included. */
const WHISKEY_PAGES = Math.floor(BENCH_PRODUCT_COUNT / 10);
/** Offsets a search walks through: fewer than the rarest term's matches (about one product in eighteen). */
const SEARCH_PAGES = Math.floor(BENCH_PRODUCT_COUNT / 20);

/** Searches the page cache has never seen: common, rare, two words, a typo, a brand, a prefix as typed. */
const SEARCHES = ['gin', 'whiskey', SEARCH_WORD, 'islay scotch', 'wiskey', 'copper', 'mez'];

const CASES: BenchCase[] = [
  { name: 'newest, limit 24', path: '/api/products?limit=24', connections: CONNECTIONS, target: { p99Ms: 50, minRatio: 0.5 } },
  { name: 'whiskey, offset 5000', path: '/api/products?category=whiskey&limit=24&offset=5000', connections: CONNECTIONS, target: { p99Ms: 50, minRatio: 0.5 } },
  { name: `search "${SEARCH_WORD}"`, path: `/api/products?search=${SEARCH_WORD}&limit=24`, connections: CONNECTIONS, target: { p99Ms: 50, minRatio: 0.5 } },
  {
    name: 'whiskey, every page once',
    path: '/api/products?category=whiskey&limit=24',
    connections: CONNECTIONS,
    target: { p99Ms: 50, minRatio: 1.0 },
    everyPageOnce: { pages: WHISKEY_PAGES },
  },
  ...SEARCHES.map((term) => ({
    name: `search "${term}", every page once`,
    path: `/api/products?search=${encodeURIComponent(term)}&limit=24`,
    connections: SEARCH_CONNECTIONS,
    target: { p99Ms: SEARCH_P99_TARGET_MS, minRatio: 0 },
    everyPageOnce: { pages: SEARCH_PAGES },
  })),
].filter((benchCase) => !ONLY_CASES || ONLY_CASES.some((part) => benchCase.name.includes(part)));

type ServerKind = 'app' | 'baseline';

async function main(): Promise<void> {
  if (process.argv[2] === '--serve') return serve(process.argv[3] as ServerKind, process.argv[4]);

  const databaseName = `rounds_bench_catalog_${randomBytes(4).toString('hex')}`;
  const databaseUrl = `${PG_SERVER}/${databaseName}`;
  console.log(
    `Catalog benchmark on ${databaseName}: ${BENCH_PRODUCT_COUNT.toLocaleString('en-US')} products, ${ROUNDS} alternating rounds of ${DURATION_SECONDS} s per side and case; load average ${loadAverage()} at the start`,
  );
  try {
    // The app migrates the new database on its first start; the catalog is written after that.
    let app = await startChild('app', databaseUrl);
    await stopChild(app.child);
    const seeding = Date.now();
    await withClient(databaseUrl, async (client) => {
      await insertBenchCatalog(client);
      await client.query('vacuum analyze product_search_terms');
      await client.query('vacuum analyze product_search_lexicon');
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
    const results: CaseResult[] = [];
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
        results.push({ benchCase, app: combine(appRounds), baseline: combine(baselineRounds), loadAverage: loadAverage() });
      }
    } finally {
      await stopChild(app.child);
      await stopChild(baseline.child);
    }
    printTable(results);
    console.log(`Machine: ${cpus().length} CPUs, load average ${loadAverage()} (1 / 5 / 15 min) at the end`);
    await printSearchPlan(databaseUrl);
  } finally {
    await dropBenchDatabase(databaseName);
    console.log(`\nDropped ${databaseName}`);
  }
}

interface CaseResult {
  benchCase: BenchCase;
  app: Measurement;
  baseline: Measurement;
  /** The 1 / 5 / 15 min load average when the case finished. */
  loadAverage: string;
}

function loadAverage(): string {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(' / ');
}

interface Measurement {
  requestsPerSecond: number;
  p99: number;
  errors: number;
}

/** The path of each request of a case: always the same, or (everyPageOnce) the next page each time. */
class PageSequence {
  private offset = 0;

  constructor(private readonly benchCase: BenchCase) {}

  /** Autocannon options that send this sequence's requests to the server at baseUrl. */
  options(baseUrl: string): Record<string, unknown> {
    const connections = this.benchCase.connections;
    if (!this.benchCase.everyPageOnce) return { connections, url: baseUrl + this.benchCase.path };
    return {
      connections,
      url: baseUrl,
      requests: [{ setupRequest: (request: Record<string, unknown>) => ({ ...request, path: `${this.benchCase.path}&offset=${this.nextOffset()}` }) }],
    };
  }

  private nextOffset(): number {
    const offset = this.offset;
    this.offset = (this.offset + 1) % (this.benchCase.everyPageOnce?.pages ?? 1);
    return offset;
  }
}

async function warmUp(baseUrl: string, pages: PageSequence): Promise<void> {
  await autocannon({ duration: WARMUP_SECONDS, ...pages.options(baseUrl) });
  await settle();
}

async function measure(baseUrl: string, pages: PageSequence): Promise<AutocannonResult> {
  const result = await autocannon({ duration: DURATION_SECONDS, ...pages.options(baseUrl) });
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

function printTable(results: CaseResult[]): void {
  const rows = results.map(({ benchCase, app, baseline, loadAverage: load }) => ({
    case: benchCase.target ? benchCase.name : `${benchCase.name} (no target)`,
    conns: benchCase.connections,
    'app req/s': Math.round(app.requestsPerSecond),
    'app p99 ms': app.p99,
    'app errors': app.errors,
    'baseline req/s': Math.round(baseline.requestsPerSecond),
    'baseline p99 ms': baseline.p99,
    'baseline errors': baseline.errors,
    'ratio app/baseline': Number((app.requestsPerSecond / baseline.requestsPerSecond).toFixed(2)),
    'load avg': load,
  }));
  console.table(rows);
  const failures = results.filter(({ benchCase, app }, index) => {
    const target = benchCase.target;
    return target !== null && (rows[index]['ratio app/baseline'] < target.minRatio || app.p99 > target.p99Ms || app.errors > 0);
  });
  console.log(
    failures.length
      ? `Targets missed in: ${failures.map(({ benchCase }) => `${benchCase.name} (p99 <= ${benchCase.target?.p99Ms} ms, ratio >= ${benchCase.target?.minRatio}, 0 errors)`).join('; ')}`
      : 'All targets met.',
  );
}

/** EXPLAIN (ANALYZE, BUFFERS) of every statement a search page runs, the way the app runs them, and of the deep category page. */
async function printSearchPlan(databaseUrl: string): Promise<void> {
  await withClient(databaseUrl, async (client) => {
    const explain = async (title: string, statement: ListingStatement) => {
      const plan = await client.query(`explain (analyze, buffers) ${statement.text}`, statement.values);
      console.log(`\nEXPLAIN (ANALYZE, BUFFERS) of ${title}:`);
      for (const row of plan.rows) console.log(`  ${row['QUERY PLAN']}`);
      return (await client.query(statement.text, statement.values)).rows;
    };
    for (const term of SEARCHES) {
      const criteria = { search: productSearch(term), limit: 24, offset: 0 };
      const reader = {
        page: (statement: ListingStatement) => explain(`the search page (search=${term}&limit=24)`, statement),
        count: (statement: ListingStatement) => explain(`the search count of "${term}", run once per catalog revision (X-Total-Count)`, statement),
        words: (statement: ListingStatement) => explain(`the words of "${term}"`, statement),
      };
      await readProductPage(criteria, new ProductCountCache(), reader);
    }
    await explain('the whiskey page at offset 5000', productPageStatement({ category: 'whiskey', limit: 24, offset: 5000 }));
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
