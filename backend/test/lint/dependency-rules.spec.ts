import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const BACKEND = resolve(__dirname, '..', '..');
const CONFIG = join(BACKEND, '.dependency-cruiser.js');
const FIXTURE = join(__dirname, '..', 'fixtures', 'dependency-rules');
const DEPCRUISE = installed('dependency-cruiser/bin/dependency-cruise.mjs');

/** The package's exports hide its bin from require.resolve; look for it as npm installs it (hoisted to the workspace root or not). */
function installed(file: string, from = BACKEND): string {
  const candidate = join(from, 'node_modules', file);
  if (existsSync(candidate)) return candidate;
  if (dirname(from) === from) throw new Error(`${file} is not installed`);
  return installed(file, dirname(from));
}

interface Violation {
  rule: { name: string };
  from: string;
  to: string;
  via?: Array<{ name: string }>;
}

/** Runs depcruise with the real configuration over the fixture tree, as `npm run lint` runs it over src/. */
function violationsInFixture(): string[] {
  const run = spawnSync(process.execPath, [DEPCRUISE, 'src', '--config', CONFIG, '--output-type', 'json'], { cwd: FIXTURE, encoding: 'utf8' });
  if (run.error || !run.stdout) throw new Error(`depcruise did not run: ${run.error?.message ?? run.stderr}`);
  const violations = (JSON.parse(run.stdout) as { summary: { violations: Violation[] } }).summary.violations;
  return violations.map(({ rule, from, to }) => `${rule.name}: ${from} -> ${packageOrPath(to)}`).sort();
}

/** '../../../../node_modules/@mikro-orm/core/index.mjs' → '@mikro-orm/core'; project files stay as they are. */
function packageOrPath(to: string): string {
  const inPackages = /node_modules\/((@[^/]+\/)?[^/]+)/.exec(to);
  return inPackages ? inPackages[1] : to;
}

describe('dependency rules (.dependency-cruiser.js)', () => {
  let found: string[];
  beforeAll(() => {
    found = violationsInFixture();
  });

  it('flag exactly the deliberate violations of the fixture, and nothing in its clean files', () => {
    const app = 'src/modules/alpha/application';
    const domain = 'src/modules/alpha/domain';
    expect(found).toEqual(
      [
        `application-knows-no-adapter-library: ${app}/application-knows-no-adapter-library.ts -> @mikro-orm/core`,
        `application-knows-no-adapter-library: ${app}/application-knows-no-adapter-library.ts -> bullmq`,
        `application-knows-no-adapter-library: ${app}/application-knows-no-adapter-library.ts -> csv-parse`,
        `application-knows-no-adapter-library: ${app}/application-knows-no-adapter-library.ts -> express`,
        `application-knows-no-adapter-library: ${app}/application-knows-no-adapter-library.ts -> ioredis`,
        `application-knows-no-adapter-library: ${app}/application-knows-no-adapter-library.ts -> multer`,
        `application-knows-no-adapter-library: ${app}/application-knows-no-adapter-library.ts -> pg`,
        'application-knows-no-adapter-library: src/shared/application/application-knows-no-adapter-library.ts -> bullmq',
        `application-uses-ports-not-adapters: ${app}/application-uses-ports-not-adapters.ts -> src/modules/alpha/adapters/store.ts`,
        `application-uses-ports-not-adapters: ${app}/application-uses-ports-not-adapters.ts -> src/shared/infrastructure/tool.ts`,
        'demo-writers-only-for-the-demo-seed: src/modules/gamma/adapters/demo-writers-only-for-the-demo-seed.ts -> src/modules/gamma/demo/demo-gamma.writer.ts',
        `domain-does-not-reach-outwards: ${domain}/domain-does-not-reach-outwards.ts -> src/modules/alpha/application/port.ts`,
        `domain-names-other-modules-by-type-only: ${domain}/domain-names-other-modules-by-type-only.ts -> src/modules/beta/index.ts`,
        `domain-knows-no-framework: ${domain}/domain-knows-no-framework.ts -> @nestjs/common`,
        `domain-knows-no-framework: ${domain}/domain-knows-no-framework.ts -> csv-parse`,
        `domain-stays-in-its-module: ${domain}/domain-does-not-reach-outwards.ts -> src/modules/alpha/application/port.ts`,
        `domain-stays-in-its-module: ${domain}/domain-stays-in-its-module.ts -> src/shared/infrastructure/tool.ts`,
        'entity-lists-only-for-the-composition-root: src/modules/gamma/adapters/entity-lists-only-for-the-composition-root.ts -> src/modules/gamma/gamma.entities.ts',
        'index-exports-no-entities-or-http-dtos: src/modules/gamma/index.ts -> src/modules/gamma/adapters/http/dto/thing.dto.ts',
        'index-exports-no-entities-or-http-dtos: src/modules/gamma/index.ts -> src/modules/gamma/adapters/persistence/thing.entity.ts',
        'modules-meet-at-index: src/modules/alpha/adapters/modules-meet-at-index.ts -> src/modules/beta/internal.ts',
        'no-circular: src/modules/alpha/adapters/no-circular-a.ts -> src/modules/alpha/adapters/no-circular-b.ts',
        'shared-knows-no-module: src/shared/infrastructure/shared-knows-no-module-through-another-file.ts -> src/modules/beta/index.ts',
        'shared-knows-no-module: src/shared/infrastructure/shared-knows-no-module.ts -> src/modules/beta/index.ts',
        'ordering-never-reaches-commissions: src/modules/ordering/application/ordering-never-reaches-commissions.ts -> src/modules/commissions/index.ts',
        'commissions-never-reaches-brand-campaigns: src/modules/commissions/application/commissions-never-reaches-brand-campaigns.ts -> src/modules/brand-campaigns/index.ts',
        'flows-are-the-top-floor: src/modules/brand-campaigns/adapters/flows-are-the-top-floor.ts -> src/modules/order-flows/index.ts',
        'audit-is-the-ground-floor: src/modules/audit/application/audit-is-the-ground-floor.ts -> src/modules/beta/index.ts',
        'nothing-imports-admin: src/modules/gamma/adapters/nothing-imports-admin.ts -> src/modules/admin/index.ts',
      ].sort(),
    );
  });

  it('give every rule of the configuration a deliberate violation (a new rule needs one in the fixture)', () => {
    const rules = (require(CONFIG) as { forbidden: Array<{ name: string }> }).forbidden.map((rule) => rule.name);
    const violated = new Set(found.map((line) => line.slice(0, line.indexOf(':'))));
    expect(rules.filter((rule) => !violated.has(rule))).toEqual([]);
  });
});
