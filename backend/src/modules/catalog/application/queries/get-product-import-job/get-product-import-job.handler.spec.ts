import { newHandler } from '../../../../../../test/support/fake-ports';
import type { JobSnapshot } from '../../../../../shared/infrastructure/jobs/job-queue.port';
import { ImportJobNotFoundError } from '../../../domain/product-import/product-import.errors';
import { IMPORT_PRODUCTS_JOB } from '../../product-import-job';
import { GetProductImportJobQuery } from './get-product-import-job.query';
import { GetProductImportJobHandler } from './get-product-import-job.handler';

const job = (overrides: Partial<JobSnapshot> = {}): JobSnapshot => ({
  id: 'job-1', name: IMPORT_PRODUCTS_JOB, state: 'active', progress: 40, result: null, failedReason: 'an earlier attempt failed', createdAt: new Date(0), finishedAt: null, attemptsMade: 1, ...overrides,
});

describe('GetProductImportJobHandler', () => {
  it('shows a completed import at 100 % and a failure reason only once the job has failed', async () => {
    const { handler, ports: [queue] } = newHandler(GetProductImportJobHandler);
    queue.getJob.mockResolvedValueOnce(job()).mockResolvedValueOnce(job({ state: 'completed', progress: 99 }));
    expect(await handler.execute(new GetProductImportJobQuery('job-1'))).toMatchObject({ state: 'active', progress: 40, failedReason: null, attemptsMade: 1 });
    expect(await handler.execute(new GetProductImportJobQuery('job-1'))).toMatchObject({ state: 'completed', progress: 100 });
  });

  it('answers 404 for an unknown job and for a job that is not a product import', async () => {
    const { handler, ports: [queue] } = newHandler(GetProductImportJobHandler);
    queue.getJob.mockResolvedValueOnce(null).mockResolvedValueOnce(job({ name: 'some.other-job' }));
    await expect(handler.execute(new GetProductImportJobQuery('job-1'))).rejects.toBeInstanceOf(ImportJobNotFoundError);
    await expect(handler.execute(new GetProductImportJobQuery('job-1'))).rejects.toBeInstanceOf(ImportJobNotFoundError);
  });
});
