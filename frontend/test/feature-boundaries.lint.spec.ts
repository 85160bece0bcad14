/**
 * @jest-environment node
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

interface LintMessage {
  ruleId: string | null;
  message: string;
}

const FIXTURES = {
  deepImport: { fixture: 'deep-import-into-another-feature.tsx', pretendPath: 'src/features/catalog/components/fixture.tsx' },
  relativeImport: { fixture: 'relative-import-into-another-feature.tsx', pretendPath: 'src/features/orders/components/fixture.tsx' },
  outsideKernel: { fixture: 'feature-imports-a-feature-outside-the-kernel.tsx', pretendPath: 'src/features/catalog/components/fixture.tsx' },
  kernelInternals: { fixture: 'feature-imports-kernel-internals.tsx', pretendPath: 'src/features/creators/components/fixture.tsx' },
  featureImportsRoute: { fixture: 'feature-imports-a-route.tsx', pretendPath: 'src/features/catalog/components/fixture.tsx' },
  routeImport: { fixture: 'route-imports-feature-internals.tsx', pretendPath: 'src/routes/fixture.tsx' },
  sharedImport: { fixture: 'shared-code-imports-a-feature.tsx', pretendPath: 'src/components/ui/fixture.tsx' },
  generatedHook: { fixture: 'imports-a-generated-hook.tsx', pretendPath: 'src/features/checkout/api/fixture.ts' },
  allowed: { fixture: 'imports-through-public-files.tsx', pretendPath: 'src/features/catalog/components/fixture.tsx' },
};

/** One eslint run (a few seconds to load typescript-eslint) for all the fixtures. */
function lintFixtures(): Record<keyof typeof FIXTURES, LintMessage[]> {
  const entries = Object.entries(FIXTURES);
  const result = spawnSync(process.execPath, [path.join(__dirname, 'lint-as.mjs')], {
    input: JSON.stringify(entries.map(([, fixture]) => fixture)),
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`eslint failed to run: ${result.stderr}`);
  const reports = JSON.parse(result.stdout) as LintMessage[][];
  return Object.fromEntries(entries.map(([name], index) => [name, reports[index]])) as Record<keyof typeof FIXTURES, LintMessage[]>;
}

const boundaryErrors = (messages: LintMessage[]) => messages.filter((message) => message.ruleId === 'import-x/no-restricted-paths');

describe('feature boundaries and the generated client (npm run lint)', () => {
  let reports: ReturnType<typeof lintFixtures>;
  beforeAll(() => {
    reports = lintFixtures();
  });

  it.each([
    ['deepImport', "a feature importing another feature's internals by alias", 'features/checkout/model/product-checkout-store'],
    ['relativeImport', "a feature climbing into another feature's files", '../../checkout/lib/item-count'],
    ['outsideKernel', "a feature importing a feature outside the kernel, even through its index.ts", '@/features/checkout'],
    ['kernelInternals', "a feature importing a kernel feature's internals", 'features/auth/api/get-current-user'],
    ['featureImportsRoute', 'a feature importing a route', '@/routes/auth'],
    ['routeImport', "a route importing a feature's component past its index.ts", 'features/auth/components/auth-panel'],
    ['sharedImport', 'shared UI importing a feature', '@/features/checkout'],
  ] as const)('refuses %s: %s', (name, _what, importPath) => {
    const errors = boundaryErrors(reports[name]);
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toContain(importPath);
  });

  it('refuses a generated React Query hook: queries and mutations are built from the generated fetchers', () => {
    const errors = reports.generatedHook.filter((message) => message.ruleId === 'no-restricted-imports');
    expect(errors).toHaveLength(1);
    expect(errors[0].message).toContain('useGetCart');
  });

  it("allows the kernel's index.ts files, the feature's own files and shared code", () => {
    expect(reports.allowed).toEqual([]);
  });
});
