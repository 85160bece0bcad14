import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// Plain CommonJS so that `npm run lint` runs it without a build.
const { checkTableOwnership, loadOwnership, ownershipMarkdown } = require('../../scripts/check-table-ownership') as {
  checkTableOwnership(options?: { modulesDir?: string; ownership?: unknown }): Array<{ module: string; file: string; line: number; relation: string; reason: string }>;
  loadOwnership(file?: string): unknown;
  ownershipMarkdown(ownership?: unknown): string;
};

const FIXTURE = resolve(__dirname, '..', 'fixtures', 'table-ownership');

describe('table-ownership check', () => {
  it('reports a module that names another module’s table, maps it as an entity or reads a view it is not listed for', () => {
    const violations = checkTableOwnership({ modulesDir: join(FIXTURE, 'modules'), ownership: loadOwnership(join(FIXTURE, 'ownership.json')) });
    expect(violations.map(({ file, relation, module }) => ({ file, relation, module }))).toEqual([
      { module: 'shop', file: join('modules', 'shop', 'shop-orders.repository.ts'), relation: 'stock_items' },
      { module: 'shop', file: join('modules', 'shop', 'shop-orders.repository.ts'), relation: 'stock_audit_v' },
      { module: 'stock', file: join('modules', 'stock', 'stock-item.entity.ts'), relation: 'shop_orders' },
    ]);
    expect(violations[0].reason).toBe("names table stock_items, owned by stock: use stock's index.ts (queries) or a view it publishes");
    expect(violations[1].reason).toMatch(/without being listed as its reader/);
  });

  it('passes the real tree: every module names only its own tables and the views it may read', () => {
    expect(checkTableOwnership()).toEqual([]);
  });

  it('is the map docs/architecture.md shows', () => {
    const architecture = readFileSync(resolve(__dirname, '..', '..', '..', 'docs', 'architecture.md'), 'utf8');
    expect(architecture).toContain(ownershipMarkdown());
  });
});
