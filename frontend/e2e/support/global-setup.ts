import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { browserTestTemplate } from './app-server';
import { BACKEND_ENTRY, FRONTEND_INDEX, FRONTEND_ROOT } from './paths';

/**
 * Builds the frontend once so the backend serves the code under test, not a stale bundle, and the
 * database template every spec's backend starts from (migrated and seeded once, not once per spec file).
 */
export default async function globalSetup(): Promise<void> {
  if (!existsSync(BACKEND_ENTRY)) {
    throw new Error(`${BACKEND_ENTRY} is missing: build the backend first (npm -w backend run build).`);
  }
  await browserTestTemplate();
  if (process.env.SKIP_FRONTEND_BUILD === '1' && existsSync(FRONTEND_INDEX)) return;
  // Jest sets NODE_ENV=test, which would make Vite bundle React's development build.
  execFileSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: FRONTEND_ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
}
