#!/usr/bin/env node
// The one test command (`npm test`): build, generated-file check, lint and types, then every test tier.
import { spawnSync } from 'node:child_process';

const root = new URL('..', import.meta.url).pathname;
const steps = [
  // Under NODE_ENV=development, the setting that once shipped React's development build: the frontend unit
  // tests check this very build (test/production-build.spec.ts) instead of building a second time.
  ['build', 'NODE_ENV=development npm run build'],
  ['generated files', 'node .ci/check-generated.mjs'],
  // The initial JS and CSS of `/` against their budgets (frontend/bench/bundle-budget.mjs; docs/performance.md).
  ['bundle-size budget', 'node frontend/bench/bundle-budget.mjs'],
  // Cached by nx where nothing they read changed (nx.json names their inputs); a clean clone has no cache.
  ['lint and types', 'npx nx run-many -t lint typecheck --projects=backend,frontend'],
  ['frontend unit tests', 'SKIP_FRONTEND_BUILD=1 npm -w frontend run test:unit -- --ci'],
  ['backend tests (unit, integration, e2e)', 'npm -w backend test -- --ci'],
  // The build step above already built the frontend the browser tests serve.
  ['browser tests', 'SKIP_FRONTEND_BUILD=1 npm -w frontend test -- --ci'],
];

const results = [];
for (const [name, command] of steps) {
  console.log(`\n=== ${name}: ${command}`);
  const started = Date.now();
  const { status } = spawnSync(command, { cwd: root, stdio: 'inherit', shell: true, env: { ...process.env, NX_DAEMON: 'false' } });
  results.push({ name, ok: status === 0, seconds: Math.round((Date.now() - started) / 1000) });
  if (status !== 0) break;
}

console.log('\n=== summary');
for (const { name, ok, seconds } of results) console.log(`${ok ? 'PASS' : 'FAIL'}  ${name} (${seconds}s)`);
const passed = results.filter((r) => r.ok).length;
const failed = steps.length - passed;
console.log(`steps: ${passed} passed, ${failed} failed`);
process.exit(failed ? 1 : 0);
