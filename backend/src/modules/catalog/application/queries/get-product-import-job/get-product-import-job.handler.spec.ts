import { newHandler } from '../../../../../../test/support/fake-ports';
import type { JobSnapshot } from '../../../../../shared/application/jobs/job-queue.port';
import { ImportJobNotFoundError } from '../../../domain/product-import/product-import.errors';
import { CatalogJob } from '../../catalog-jobs';
import { GetProductImportJobQuery } from './get-product-import-job.query';
import { GetProductImportJobHandler } from './get-product-import-job.handler';

const job = (overrides: Partial<JobSnapshot> = {}): JobSnapshot => ({
  id: 'job-1', name: CatalogJob.ImportProducts.name, state: 'active', progress: 40, result: null, failedReason: 'an earlier attempt failed', createdAt: new Date(0), finishedAt: null, attemptsMade: 1, ...overrides,
});

describe('GetProductImportJobHandler', () => {
  it('shows a completed import at 100 % and a failure reason only once the job has failed', async () => {
    const { handler, ports: [queue] } = newHandler(GetProductImportJobHandler);
    queue.getJob.mockResolvedValueOnce(job()).mockResolvedValueOnce(job({ state: 'completed', progress: 99 }));
    expect(await handler.execute(new GetProductImportJobQuery('job-1'))).toMatchObject({ state: 'active', progress: 40, failedReason: null, attemptsMade: 1 });
    expect(await handler.execute(new GetProductImportJobQuery('job-1'))).toMatchObject({ state: 'completed', progress: 100 });
  });

  it('looks in the import queue and answers 404 for a job it does not have', async () => {
    const { handler, ports: [queue] } = newHandler(GetProductImportJobHandler);
    queue.getJob.mockResolvedValue(null);
    await expect(handler.execute(new GetProductImportJobQuery('job-1'))).rejects.toBeInstanceOf(ImportJobNotFoundError);
    expect(queue.getJob).toHaveBeenCalledWith(CatalogJob.ImportProducts, 'job-1');
  });
});
