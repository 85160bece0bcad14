/**
 * @jest-environment node
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const FRONTEND_ROOT = join(__dirname, '..');

// `npm start` in a shell that exports NODE_ENV=development once shipped React's development build
// (every chunk calling jsxDEV). The build must be a production build whatever NODE_ENV says.
// `npm test` builds frontend/dist with NODE_ENV=development (.ci/test-all.mjs) and says so with
// SKIP_FRONTEND_BUILD=1: this spec reads that build. Run alone, it builds into a directory of its own.
describe('the frontend build', () => {
  const shared = process.env.SKIP_FRONTEND_BUILD === '1' && existsSync(join(FRONTEND_ROOT, 'dist', 'index.html'));
  let outDir: string;

  beforeAll(() => {
    if (shared) {
      outDir = join(FRONTEND_ROOT, 'dist');
      return;
    }
    outDir = mkdtempSync(join(tmpdir(), 'rounds-build-'));
    execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: FRONTEND_ROOT,
      env: { ...process.env, NODE_ENV: 'development' },
      stdio: 'inherit',
    });
  }, 300_000);

  afterAll(() => {
    if (!shared) rmSync(outDir, { recursive: true, force: true });
  });

  const scripts = () => readdirSync(join(outDir, 'assets')).filter((name) => name.endsWith('.js'));

  it("is React's production build even with NODE_ENV=development", () => {
    expect(scripts().length).toBeGreaterThan(10);
    const development = scripts().filter((name) => /jsxDEV|react-dom\.development|\bcheckPropTypes\b/.test(readFileSync(join(outDir, 'assets', name), 'utf8')));
    expect(development).toEqual([]);
  });

  it('writes brotli and gzip copies of the compressible files and inlines the stylesheet', () => {
    const entry = /src="\/(assets\/index-[^"]+\.js)"/.exec(readFileSync(join(outDir, 'index.html'), 'utf8'))?.[1];
    expect(entry).toBeDefined();
    for (const file of ['index.html', entry as string]) {
      expect(existsSync(join(outDir, `${file}.br`))).toBe(true);
      expect(existsSync(join(outDir, `${file}.gz`))).toBe(true);
    }
    const html = readFileSync(join(outDir, 'index.html'), 'utf8');
    expect(html).toMatch(/<style>[^<]*\.bg-canvas/);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
  });

  // Each request costs a phone a round trip: the code the public pages share is one file (build/storefront-chunk.ts),
  // so a public page loads its own chunk and that file beside the initial ones (it once loaded 14 to 26 small files).
  it('loads each public page with at most three files beside the initial ones', () => {
    const { routes } = JSON.parse(readFileSync(join(outDir, 'route-preloads.json'), 'utf8')) as { routes: { path: string; modules: string[] }[] };
    const publicPaths = ['/', '/products', '/products/$id', '/brands', '/brand/$id', '/creators', '/creator/$handle', '/feed', '/categories', '/categories/$category', '/profile/$username'];
    const files = Object.fromEntries(routes.filter((route) => publicPaths.includes(route.path)).map((route) => [route.path, route.modules.length]));
    expect(Object.keys(files).sort()).toEqual([...publicPaths].sort());
    const tooMany = Object.entries(files).filter(([, count]) => count > 3);
    expect(tooMany).toEqual([]);
  });
});
