/**
 * Layer and module boundaries (docs/architecture.md), checked in CI by `npm -w backend run lint`.
 * test/lint/dependency-rules.spec.ts shows each rule failing on a deliberate violation (test/fixtures/dependency-rules).
 */

/** Libraries that belong in adapters: persistence, HTTP, uploads, CSV parsing, Redis and queues, sessions. */
const ADAPTER_LIBRARIES = 'node_modules/(@types/)?(@mikro-orm|express|express-session|multer|csv-parse|ioredis|bullmq|pg|passport|passport-local|connect-pg-simple|@bull-board)(/|$)';

module.exports = {
  forbidden: [
    {
      name: 'domain-knows-no-framework',
      comment: 'domain/ is plain TypeScript: no NestJS, nor any library of the adapters (MikroORM, express, multer, csv-parse, Redis, BullMQ, pg, passport).',
      severity: 'error',
      from: { path: '^src/(modules/[^/]+|shared)/domain/' },
      to: { path: ['node_modules/@nestjs/', ADAPTER_LIBRARIES] },
    },
    {
      name: 'application-knows-no-adapter-library',
      comment:
        'application/ (handlers, ports) speaks in ports: a transaction is a TransactionContext (shared/application/unit-of-work.ts), ' +
        'a CSV file a CsvRowReader, an upload a path; MikroORM, express, multer, csv-parse, ioredis, BullMQ, pg and passport stay in adapters.',
      severity: 'error',
      from: { path: '^src/(modules/[^/]+|shared)/application/' },
      to: { path: ADAPTER_LIBRARIES },
    },
    {
      name: 'application-uses-ports-not-adapters',
      comment: "application/ reaches infrastructure only through ports: never its module's adapters/ nor shared/infrastructure/.",
      severity: 'error',
      from: { path: '^src/(modules/([^/]+)|shared)/application/' },
      to: { path: ['^src/modules/$2/adapters/', '^src/shared/infrastructure/'] },
    },
    {
      name: 'domain-stays-in-its-module',
      comment: "A module's domain imports only its own domain and shared/domain (and other modules' published types, below).",
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/domain/' },
      to: { path: '^src/', pathNot: ['^src/modules/$1/domain/', '^src/shared/domain/', '^src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'domain-names-other-modules-by-type-only',
      comment:
        "A domain may name another module's published vocabulary (FulfillmentType from catalog) with `import type`, never run its code.",
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/domain/' },
      to: { path: '^src/modules/[^/]+/index\\.ts$', pathNot: '^src/modules/$1/index\\.ts$', dependencyTypesNot: ['type-only'] },
    },
    {
      name: 'domain-does-not-reach-outwards',
      comment: 'domain/ never imports application/ or adapters/.',
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/domain/' },
      to: { path: '^src/modules/$1/(application|adapters)/' },
    },
    {
      name: 'modules-meet-at-index',
      comment: "Another module is reached only through its public index.ts.",
      severity: 'error',
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/([^/]+)/.+', pathNot: ['^src/modules/$1/', '^src/modules/[^/]+/index\\.ts$'] },
    },
    {
      name: 'shared-knows-no-module',
      comment:
        'shared/ serves the modules and never uses one, not even its index.ts, neither directly nor through another file: ' +
        'whatever needs the modules (boot, data preparation, sessions, the ORM entity list) is assembled in src/app/.',
      severity: 'error',
      from: { path: '^src/shared/' },
      to: { path: '^src/modules/', reachable: true },
    },
    {
      name: 'index-exports-no-entities-or-http-dtos',
      comment:
        "A module's public surface holds commands, queries, ports, events and plain types: never a MikroORM entity (its tables are its own) nor an HTTP DTO (its API is its own).",
      severity: 'error',
      from: { path: '^src/modules/[^/]+/index\\.ts$' },
      to: { path: ['\\.entity\\.ts$', '\\.entities\\.ts$', '\\.dto\\.ts$', '/adapters/http/dto/'] },
    },
    {
      name: 'entity-lists-only-for-the-composition-root',
      comment: "Each module's <module>.entities.ts lists its tables for the ORM set-up; only the composition root registers them.",
      severity: 'error',
      from: { pathNot: ['^src/persistence-entities\\.ts$', '^src/mikro-orm\\.config\\.ts$', '^src/app/'] },
      to: { path: '^src/modules/[^/]+/[^/]+\\.entities\\.ts$' },
    },
    {
      name: 'ordering-never-reaches-commissions',
      comment:
        'Ordering knows nothing of who earns on an order: the order-flows module calls both, one after the other, in its transaction. ' +
        'Neither directly nor through another file (a registry filled at start-up hid this crossing once).',
      severity: 'error',
      from: { path: '^src/modules/ordering/' },
      to: { path: '^src/modules/commissions/', reachable: true },
    },
    {
      name: 'commissions-never-reaches-brand-campaigns',
      comment: 'The ledger knows nothing of gift offers: the checkout flow asks brand-campaigns for the gift and hands it to the ledger.',
      severity: 'error',
      from: { path: '^src/modules/commissions/' },
      to: { path: '^src/modules/brand-campaigns/', reachable: true },
    },
    {
      name: 'flows-are-the-top-floor',
      comment:
        'order-flows coordinates several modules and owns no table; only the composition root registers it. A module that imported it ' +
        'would sit above the flow that calls it.',
      severity: 'error',
      from: { path: '^src/(shared/|modules/(?!order-flows/))' },
      to: { path: '^src/modules/order-flows/' },
    },
    {
      name: 'audit-is-the-ground-floor',
      comment: 'audit imports no module, so that every module (identity included) may import it to write its audit rows.',
      severity: 'error',
      from: { path: '^src/modules/audit/' },
      to: { path: '^src/modules/(?!audit/)' },
    },
    {
      name: 'nothing-imports-admin',
      comment: 'admin is the back office on the top floor: audit rows are written through the audit module, never through admin.',
      severity: 'error',
      from: { path: '^src/modules/(?!admin/)' },
      to: { path: '^src/modules/admin/' },
    },
    {
      name: 'demo-writers-only-for-the-demo-seed',
      comment:
        "A module's demo/ writers put the demo shop into its tables; only the seeder in src/app/demo-data uses them, and no module's index.ts offers them.",
      severity: 'error',
      from: { pathNot: ['^src/app/demo-data/', '^src/modules/([^/]+)/demo/'] },
      to: { path: '^src/modules/[^/]+/demo/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      from: { path: '^src/modules/' },
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '\\.(spec|int-spec|e2e-spec)\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
  },
};
