import { newHandler } from '../../../../../../test/support/fake-ports';
import { FixedClock } from '../../../../../shared/application/clock.port';
import type { JobSnapshot } from '../../../../../shared/application/jobs/job-queue.port';
import { ImportJobFinishedError, ImportJobNotFoundError } from '../../../domain/product-import/product-import.errors';
import { CatalogJob } from '../../catalog-jobs';
import { CancelProductImportCommand } from './cancel-product-import.command';
import { CancelProductImportHandler } from './cancel-product-import.handler';

const NOW = new Date('2026-03-01T12:00:00Z');
const job = (overrides: Partial<JobSnapshot> = {}): JobSnapshot => ({
  id: 'job-1',
  name: CatalogJob.ImportProducts.name,
  state: 'active',
  progress: 40,
  result: null,
  failedReason: null,
  createdAt: new Date('2026-03-01T11:59:00Z'),
  finishedAt: null,
  attemptsMade: 0,
  ...overrides,
});

describe('CancelProductImportHandler', () => {

  it('cancels a running import and answers the job as the queue now has it', async () => {
    const { handler, ports: [queue] } = newHandler(CancelProductImportHandler, { 1: new FixedClock(NOW) });
    queue.getJob.mockResolvedValueOnce(job()).mockResolvedValueOnce(job({ state: 'failed', failedReason: 'Cancelled by an admin', finishedAt: NOW }));
    queue.cancel.mockResolvedValue(true);
    expect(await handler.execute(new CancelProductImportCommand('job-1'))).toMatchObject({ id: 'job-1', state: 'failed', failedReason: 'Cancelled by an admin' });
    expect(queue.getJob).toHaveBeenCalledWith(CatalogJob.ImportProducts, 'job-1');
    expect(queue.cancel).toHaveBeenCalledWith(CatalogJob.ImportProducts, 'job-1');
  });

  it('answers a waiting job the queue dropped as failed, cancelled by an admin, now', async () => {
    const { handler, ports: [queue] } = newHandler(CancelProductImportHandler, { 1: new FixedClock(NOW) });
    queue.getJob.mockResolvedValueOnce(job({ state: 'waiting', progress: 0 })).mockResolvedValueOnce(null);
    queue.cancel.mockResolvedValue(true);
    expect(await handler.execute(new CancelProductImportCommand('job-1'))).toMatchObject({ state: 'failed', failedReason: 'Cancelled by an admin', finishedAt: NOW });
  });

  it('answers 404 for a job the import queue does not have, cancelling nothing', async () => {
    const { handler, ports: [queue] } = newHandler(CancelProductImportHandler, { 1: new FixedClock(NOW) });
    queue.getJob.mockResolvedValue(null);
    await expect(handler.execute(new CancelProductImportCommand('job-1'))).rejects.toBeInstanceOf(ImportJobNotFoundError);
    expect(queue.cancel).not.toHaveBeenCalled();
  });

  it('answers 409 for an import that already finished', async () => {
    const { handler, ports: [queue] } = newHandler(CancelProductImportHandler, { 1: new FixedClock(NOW) });
    queue.getJob.mockResolvedValue(job({ state: 'completed' }));
    queue.cancel.mockResolvedValue(false);
    await expect(handler.execute(new CancelProductImportCommand('job-1'))).rejects.toBeInstanceOf(ImportJobFinishedError);
  });
});
