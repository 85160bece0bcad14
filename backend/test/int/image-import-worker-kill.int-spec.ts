import { waitForImportJob } from '../support/import-jobs';
import { useWorkerHarness } from '../support/worker-processes';

const ROWS = 40_000;
const BRANDS = 50;

/**
 * A brand image spreadsheet survives a worker killed mid-job (same set-up as the product
 * import's kill test): the next worker resumes after the last checkpoint; every row is counted once and
 * every brand ends with exactly its images, once each.
 */
describe('Brand image spreadsheet survives a killed worker (integration)', () => {
  const harness = useWorkerHarness('imgkill');
  const { sql } = harness;

  beforeAll(async () => {
    await sql(`insert into brands (id, name) select gen_random_uuid(), 'Kill Image Brand ' || n from generate_series(1, ${BRANDS}) as n`);
    // One uploaded object per row, stored for the row's brand under file-{n}.png (as the per-brand upload leaves them).
    await sql(
      `insert into uploaded_objects (key, owner_user_id, state, expires_at, content_type, size_bytes, etag, stored_at, brand_id, file_name)
       select gen_random_uuid(), gen_random_uuid(), 'stored', now(), 'image/png', 10, 'etag', now(), b.id, 'file-' || n || '.png'
         from generate_series(1, ${ROWS}) as n join brands b on b.name = 'Kill Image Brand ' || ((n % ${BRANDS}) + 1)`,
    );
  });

  it('finishes with every row applied once after a SIGKILL mid-spreadsheet', async () => {
    const lines = ['Brand Name,Product Name,Image Type,Image File Name,Image URL,Description'];
    for (let index = 1; index <= ROWS; index += 1) lines.push(`Kill Image Brand ${(index % BRANDS) + 1},,lifestyle,file-${index}.png,,"Shot ${index}, lifestyle"`);
    const queued = await harness.admin
      .post('/api/brands/bulk-upload/spreadsheet')
      .attach('file', Buffer.from(`${lines.join('\r\n')}\r\n`), 'kill-images.csv')
      .expect(202);
    const jobId: string = queued.body.jobId;

    const first = harness.startWorker();
    await harness.waitUntilMidway(jobId);
    first.kill('SIGKILL');
    await new Promise((resolveExit) => first.once('exit', resolveExit));
    const [before] = await sql<{ images: string }>('select coalesce(sum(cardinality(images)), 0) as images from brands');
    expect(Number(before.images)).toBeLessThan(ROWS);

    harness.startWorker();
    const job = await waitForImportJob(harness.admin, jobId, 90_000);
    expect(job.state).toBe('completed');
    expect(job.result).toMatchObject({ total: ROWS, success: ROWS, failed: 0, errors: [] });
    const [after] = await sql<{ images: string; distinct_images: string }>(
      'select count(*) as images, count(distinct image) as distinct_images from brands, unnest(images) as image',
    );
    expect(after).toEqual({ images: String(ROWS), distinct_images: String(ROWS) });
  }, 240_000);
});
