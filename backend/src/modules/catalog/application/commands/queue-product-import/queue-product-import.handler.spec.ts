import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { InProcessJobQueue } from '../../../../../shared/infrastructure/jobs/in-process-job-queue.adapter';
import type { JobDefinition } from '../../../../../shared/application/jobs/job-definition';
import { EnqueueOptions, JobSnapshot, QueueUnavailableError } from '../../../../../shared/application/jobs/job-queue.port';
import { JobCatalogue } from '../../../../../shared/infrastructure/jobs/job-catalogue';
import { LocalDiskFileStorage } from '../../../../../shared/infrastructure/storage/local-disk-file-storage';
import { CsvParseRowReader } from '../../../adapters/csv/csv-parse-row-reader';
import { InvalidProductFileTypeError } from '../../../domain/product-import/product-import.errors';
import { CatalogJob } from '../../catalog-jobs';
import { QueueProductImportCommand } from './queue-product-import.command';
import { QueueProductImportHandler } from './queue-product-import.handler';

/** The in-process queue, with jobs that can be held in any state and an enqueue that can fail like Redis down. */
class ScriptedJobQueue extends InProcessJobQueue {
  readonly scripted = new Map<string, JobSnapshot>();
  redisDown = false;
  enqueued: Array<{ name: string; payload: unknown; options?: EnqueueOptions }> = [];

  constructor() {
    super(JobCatalogue.of(CatalogJob));
  }

  override async enqueue<Payload, Result>({ name }: JobDefinition<Payload, Result>, payload: Payload, options?: EnqueueOptions): Promise<{ jobId: string }> {
    if (this.redisDown) throw new QueueUnavailableError();
    this.enqueued.push({ name, payload, options });
    const jobId = options!.jobId!;
    if (!this.scripted.has(jobId)) {
      this.scripted.set(jobId, { id: jobId, name, state: 'waiting', progress: 0, result: null, failedReason: null, createdAt: new Date(), finishedAt: null, attemptsMade: 0 });
    }
    return { jobId };
  }

  override async getJob<Payload, Result>(_job: JobDefinition<Payload, Result>, jobId: string): Promise<JobSnapshot<Result> | null> {
    return (this.scripted.get(jobId) as JobSnapshot<Result> | undefined) ?? null;
  }

  finish(jobId: string, finishedAt: Date): void {
    Object.assign(this.scripted.get(jobId)!, { state: 'completed', progress: 100, finishedAt });
  }
}

describe('QueueProductImportHandler', () => {
  let dir: string;
  let storage: LocalDiskFileStorage;
  let queue: ScriptedJobQueue;
  let handler: QueueProductImportHandler;

  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rounds-queue-import-'));
    storage = new LocalDiskFileStorage(join(dir, 'storage'));
    queue = new ScriptedJobQueue();
    handler = new QueueProductImportHandler(storage, queue, new CsvParseRowReader());
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  async function uploaded(text: string, name = 'products.csv') {
    const path = join(dir, `upload-${Math.random()}.csv`);
    await writeFile(path, text);
    return { path, originalName: name };
  }
  const stored = () => readdir(join(dir, 'storage', 'product-imports')).catch(() => [] as string[]);
  const command = async (text: string, dryRun = false, name?: string) => new QueueProductImportCommand(await uploaded(text, name), dryRun, 'admin-id');

  it('stores the file and queues one import job whose payload names the stored file', async () => {
    const { jobId } = await handler.execute(await command('name,brand,price\nGin,Oak,1\n'));
    expect(jobId).toMatch(/^products-[0-9a-f]{40}-import$/);
    expect(queue.enqueued).toEqual([
      {
        name: CatalogJob.ImportProducts.name,
        payload: { fileKey: `product-imports/${jobId}.csv`, importId: expect.stringMatching(/^[0-9a-f-]{36}$/), fileName: 'products.csv', sizeBytes: 27, dryRun: false, requestedBy: 'admin-id' },
        options: { jobId },
      },
    ]);
    expect(await stored()).toEqual([`${jobId}.csv`]);
  });

  it('joins the running job when the same file is submitted again, and gives a dry run its own job', async () => {
    const first = await handler.execute(await command('name,brand,price\nGin,Oak,1\n'));
    queue.scripted.get(first.jobId)!.state = 'active';
    const again = await handler.execute(await command('name,brand,price\nGin,Oak,1\n'));
    expect(again).toEqual(first);
    expect(queue.enqueued).toHaveLength(1);
    const dryRun = await handler.execute(await command('name,brand,price\nGin,Oak,1\n', true));
    expect(dryRun.jobId).toMatch(/-dry-run$/);
    expect(dryRun.jobId.slice(0, 49)).toBe(first.jobId.slice(0, 49));
  });

  it('makes a re-run of a finished file the next job of a chain every submitter agrees on', async () => {
    const first = await handler.execute(await command('name,brand,price\nGin,Oak,1\n'));
    queue.finish(first.jobId, new Date(1_700_000_000_000));
    const rerun = await handler.execute(await command('name,brand,price\nGin,Oak,1\n'));
    expect(rerun.jobId).toBe(`${first.jobId}-1700000000000`);
    const concurrent = await handler.execute(await command('name,brand,price\nGin,Oak,1\n'));
    expect(concurrent).toEqual(rerun);
    queue.finish(rerun.jobId, new Date(1_700_000_000_500));
    expect((await handler.execute(await command('name,brand,price\nGin,Oak,1\n'))).jobId).toBe(`${first.jobId}-1700000000500`);
  });

  it('deletes the stored file when the queue is unreachable, and works again once it is back', async () => {
    queue.redisDown = true;
    await expect(handler.execute(await command('name,brand,price\nGin,Oak,1\n'))).rejects.toBeInstanceOf(QueueUnavailableError);
    expect(await stored()).toEqual([]);
    queue.redisDown = false;
    const { jobId } = await handler.execute(await command('name,brand,price\nGin,Oak,1\n'));
    expect(await stored()).toEqual([`${jobId}.csv`]);
  });

  it('refuses a name that is not .csv and a header missing a column, storing nothing', async () => {
    await expect(handler.execute(await command('name,brand,price\n', false, 'products.xlsx'))).rejects.toBeInstanceOf(InvalidProductFileTypeError);
    await expect(handler.execute(await command('name,brand\nGin,Oak\n'))).rejects.toMatchObject({ code: 'CSV_MISSING_COLUMN' });
    expect(queue.enqueued).toEqual([]);
    expect(await stored()).toEqual([]);
  });
});
