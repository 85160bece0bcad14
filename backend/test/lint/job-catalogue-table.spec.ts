import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// Plain CommonJS so that `.ci/check-generated.mjs` runs it without a build.
const { jobCatalogueMarkdown, withTable, START, END } = require('../../scripts/job-catalogue-table') as {
  jobCatalogueMarkdown(srcDir?: string): string;
  withTable(document: string, table: string): string;
  START: string;
  END: string;
};

const SRC = resolve(__dirname, '..', '..', 'src');

describe('job table of docs/architecture.md', () => {
  it('is the job catalogue the docs show', () => {
    const architecture = readFileSync(resolve(__dirname, '..', '..', '..', 'docs', 'architecture.md'), 'utf8');
    expect(architecture).toContain(`${START}\n\n${jobCatalogueMarkdown()}\n\n${END}`);
  });

  it('lists every entry of the catalogue with its queue, schedule and handler', () => {
    const table = jobCatalogueMarkdown();
    expect(table).toContain('| `catalog.import-products` | `CatalogJob.ImportProducts` | catalog | `catalog.import-products` |');
    expect(table).toMatch(/`commissions\.run-payouts`.*on a schedule: `PAYOUT_SCHEDULE` \(default `0 9 \* \* 5`\) \| `CommissionsJobProcessor\.runPayouts` \|/);
  });

  it('changes when an entry is added, and marks an entry without a handler', () => {
    const copy = mkdtempSync(join(tmpdir(), 'job-table-'));
    try {
      // A copy of what the table is read from: the catalogue, the config, the entries and the handlers.
      cpSync(join(SRC, 'app', 'job-catalogue.ts'), join(copy, 'app', 'job-catalogue.ts'));
      cpSync(join(SRC, 'config', 'app-config.ts'), join(copy, 'config', 'app-config.ts'));
      const jobSources = (path: string) =>
        statSync(path).isDirectory() || (!/\.(spec|int-spec|e2e-spec)\.ts$/.test(path) && /defineJob|@JobHandler\(/.test(readFileSync(path, 'utf8')));
      cpSync(join(SRC, 'modules'), join(copy, 'modules'), { recursive: true, filter: jobSources });
      const jobs = join(copy, 'modules', 'brand-campaigns', 'application', 'brand-campaigns-jobs.ts');
      writeFileSync(
        jobs,
        readFileSync(jobs, 'utf8').replace(
          '} as const;',
          "  CloseCampaigns: defineJob<{ campaignId: string }, void>({ name: 'brand-campaigns.close', queue: 'brand-campaigns.close', attempts: 1, backoff: { type: 'fixed', delayMs: 500 } }),\n} as const;",
        ),
      );
      const table = jobCatalogueMarkdown(copy);
      expect(table).not.toEqual(jobCatalogueMarkdown());
      expect(table).toContain('| `brand-campaigns.close` | `BrandCampaignsJob.CloseCampaigns` | brand-campaigns | `brand-campaigns.close` | `{ campaignId: string }` → `void` | 1, fixed, 500 ms | when queued | **none** |');
    } finally {
      rmSync(copy, { recursive: true, force: true });
    }
  });

  it('refuses a document without the markers', () => {
    expect(() => withTable('# Architecture\n', '| Job |')).toThrow(/lacks the job table markers/);
  });
});
