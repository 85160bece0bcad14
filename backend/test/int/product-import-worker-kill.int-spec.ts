import { waitForImportJob } from '../support/import-jobs';
import { useWorkerHarness } from '../support/worker-processes';

const ROWS = 40_000;
const BRANDS = 50;

/**
 * The worker is killed with SIGKILL in the middle of an import; BullMQ's stalled-job recovery hands the
 * job to a new worker, and the catalog ends with exactly the file's rows: no duplicates, no losses.
 * Needs the backend built (`npm -w backend run build`), since the worker runs as a real child process.
 */
describe('Product import survives a killed worker (integration)', () => {
  const harness = useWorkerHarness('kill');
  const { sql } = harness;

  beforeAll(async () => {
    await sql(`insert into brands (id, name) select gen_random_uuid(), 'Kill Test Brand ' || n from generate_series(1, ${BRANDS}) as n`);
  });

  it('finishes with exactly the rows of the file after a SIGKILL mid-job', async () => {
    const lines = ['name,description,brand,price,categories,available,image,upc'];
    for (let index = 1; index <= ROWS; index += 1) {
      // Half the rows are keyed by upc, half by brand + name.
      const upc = index % 2 === 0 ? String(100_000_000_000 + index) : '';
      lines.push(`Kill Test Product ${index},"Batch ${index}, aged",Kill Test Brand ${(index % BRANDS) + 1},${((index % 9000) / 100 + 1).toFixed(2)},"whiskey,bourbon",true,,${upc}`);
    }
    const queued = await harness.admin
      .post('/api/admin/products/bulk-upload')
      .attach('file', Buffer.from(`${lines.join('\n')}\n`), 'kill-test.csv')
      .expect(202);
    const jobId: string = queued.body.jobId;

    const first = harness.startWorker();
    await harness.waitUntilMidway(jobId);
    first.kill('SIGKILL');
    await new Promise((resolveExit) => first.once('exit', resolveExit));
    const landedBeforeKill = Number((await sql<{ count: string }>('select count(*) from products'))[0].count);
    expect(landedBeforeKill).toBeLessThan(ROWS);

    harness.startWorker();
    const job = await waitForImportJob(harness.admin, jobId, 90_000);
    expect(job.state).toBe('completed');
    // Every row counted once: the retry resumed after the killed worker's last checkpoint instead of
    // re-reading its rows as updates.
    expect(job.result).toMatchObject({ total: ROWS, success: ROWS, created: ROWS, updated: 0, errorCount: 0, errors: [] });

    const [counts] = await sql<Record<string, string>>(
      `select count(*) as products, count(distinct name) as names, count(upc) as upcs, count(distinct upc) as distinct_upcs from products`,
    );
    expect(counts).toEqual({ products: String(ROWS), names: String(ROWS), upcs: String(ROWS / 2), distinct_upcs: String(ROWS / 2) });
  }, 240_000); // the waits inside bound it (60 s + 90 s); jest's 60 s default cut it short on a loaded machine
});
