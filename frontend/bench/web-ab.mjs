#!/usr/bin/env node
// Before/after Lighthouse at the same load: `node frontend/bench/web-ab.mjs DIST_A DIST_B [RUNS] [/,/products,/products/$product]`.
// Starts the built backend twice (fresh databases seeded with the demo shop), serving the frontend build in
// DIST_A and in DIST_B (FRONTEND_DIST), and runs Lighthouse on each page alternately A, B, A, B… so that
// load from anything else on the machine weighs on both alike; prints every run and the medians.
// `$product` in a page path is the newest product of each instance. Needs what `npm run bench:web` installed
// (Node 24 and Lighthouse in the cache). WEB_AB_LCP_ELEMENT=1 also prints each run's largest-paint element. Build the "before" frontend with e.g.
// `git show OLD:frontend/vite.config.ts > frontend/vite.old.config.ts && npx vite build -c vite.old.config.ts --outDir /tmp/dist-a`.
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { databaseUrl, dropDatabase } from './bench-database.mjs';

const ROOT = join(new URL('..', import.meta.url).pathname, '..');
const CACHE = process.env.ROUNDS_CI_CACHE ?? join(process.env.TMPDIR ?? tmpdir(), 'rounds-ci-cache');
const NODE = join(CACHE, 'node-24.21.0/bin/node');
const LIGHTHOUSE = join(CACHE, 'lighthouse-13.5.0/node_modules/lighthouse/cli/index.js');
const [distA, distB, runs = '3', pagesArg = '/,/products'] = process.argv.slice(2);
if (!distA || !distB) throw new Error('usage: web-ab.mjs DIST_A DIST_B [RUNS] [PAGES]');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

const databaseOf = (port) => `rounds_bench_web_ab_${port}`;

async function start(port, dist) {
  const database = databaseOf(port);
  await dropDatabase(database);
  const child = spawn(process.execPath, [join(ROOT, 'backend/dist/main.js')], {
    cwd: ROOT,
    stdio: 'ignore',
    env: {
      ...process.env,
      NODE_ENV: 'development', // seeds the demo shop; the frontend is whatever build FRONTEND_DIST holds
      PORT: String(port),
      DATABASE_URL: databaseUrl(database),
      REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
      QUEUE_PREFIX: database,
      SESSION_SECRET: 'bench-web-ab-session-secret-0123456789',
      LOG_LEVEL: 'warn',
      FRONTEND_DIST: dist,
    },
  });
  const base = `http://127.0.0.1:${port}`;
  for (let waited = 0; ; waited += 500) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (waited > 120_000) throw new Error(`${dist}: the app did not start`);
    await sleep(500);
  }
  const [product] = await (await fetch(`${base}/api/products?limit=1`)).json();
  return { child, base, product: product.id };
}

const port = Number(process.env.WEB_AB_PORT ?? 39601); // WEB_AB_PORT: for two comparisons at once
const apps = [await start(port, distA), await start(port + 1, distB)];
const pages = pagesArg.split(',');
const results = {};
const work = mkdtempSync(join(tmpdir(), 'rounds-web-ab-'));
try {
  for (const page of pages) for (const app of apps) await fetch(app.base + page.replace('$product', app.product));
  for (let run = 0; run < Number(runs); run++) {
    for (const page of pages) {
      for (const [side, app] of apps.entries()) {
        const output = join(work, 'report.json');
        try {
          execFileSync(
            NODE,
            [LIGHTHOUSE, app.base + page.replace('$product', app.product), '--quiet', '--output=json', `--output-path=${output}`,
              '--only-categories=performance,accessibility', '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-dev-shm-usage'],
            { stdio: 'ignore', env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' } },
          );
        } catch {
          console.log(side ? 'B' : 'A', page, 'run failed');
          continue;
        }
        const report = JSON.parse(readFileSync(output, 'utf8'));
        const audit = (id) => Math.round(report.audits[id].numericValue);
        const row = {
          perf: Math.round(report.categories.performance.score * 100),
          a11y: Math.round(report.categories.accessibility.score * 100),
          fcp: audit('first-contentful-paint'),
          lcp: audit('largest-contentful-paint'),
          tbt: audit('total-blocking-time'),
          si: audit('speed-index'),
          cls: Number(report.audits['cumulative-layout-shift'].numericValue.toFixed(3)),
          load: Number(loadavg()[0].toFixed(1)),
        };
        const lcpElement = report.audits['lcp-breakdown-insight']?.details?.items?.find((item) => item.type === 'node')?.snippet;
        console.log(side ? 'B' : 'A', page.padEnd(18), JSON.stringify(row), process.env.WEB_AB_LCP_ELEMENT ? (lcpElement ?? '').slice(0, 140) : '');
        ((results[page] ??= [[], []])[side]).push(row);
      }
    }
  }
} finally {
  for (const app of apps) app.child.kill();
  rmSync(work, { recursive: true, force: true });
  // Each app's own database goes with it.
  for (const offset of [0, 1]) await dropDatabase(databaseOf(port + offset));
}
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
for (const page of pages) {
  for (const side of [0, 1]) {
    const rows = results[page]?.[side] ?? [];
    if (!rows.length) continue;
    console.log(`median ${side ? 'B' : 'A'} ${page.padEnd(18)}`, ['perf', 'fcp', 'lcp', 'tbt', 'si', 'cls', 'a11y', 'load'].map((key) => `${key} ${median(rows.map((row) => row[key]))}`).join('  '));
  }
}
