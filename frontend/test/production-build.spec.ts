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
describe('the frontend build', () => {
  let outDir: string;

  beforeAll(() => {
    outDir = mkdtempSync(join(tmpdir(), 'rounds-build-'));
    execFileSync('npx', ['vite', 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
      cwd: FRONTEND_ROOT,
      env: { ...process.env, NODE_ENV: 'development' },
      stdio: 'inherit',
    });
  }, 300_000);

  afterAll(() => rmSync(outDir, { recursive: true, force: true }));

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
    expect(html).toMatch(/<style>[^<]*\.bg-stone-950/);
    expect(html).not.toMatch(/<link rel="stylesheet"/);
  });
});
