import { defineJob } from '../../application/jobs/job-definition';
import { JobCancelledError } from '../../application/jobs/job-queue.port';
import { InProcessJobQueue } from './in-process-job-queue.adapter';
import { JobCatalogue } from './job-catalogue';

const Flaky = defineJob<{ failures: number }, string>({ name: 'test.flaky', queue: 'test', attempts: 3, backoff: { type: 'fixed', delayMs: 1 } });
const Other = defineJob<unknown, string>({ name: 'test.other', queue: 'test', attempts: 1, backoff: { type: 'fixed', delayMs: 1 } });
const Unlisted = defineJob<unknown, string>({ name: 'test.unlisted', queue: 'test', attempts: 1, backoff: { type: 'fixed', delayMs: 1 } });

describe('InProcessJobQueue', () => {
  function queueWithHandlers() {
    const queue = new InProcessJobQueue(JobCatalogue.of({ Flaky, Other }));
    let calls = 0;
    queue.useHandlers(
      new Map([
        [
          Flaky.name,
          async ({ failures }: { failures: number }) => {
            calls += 1;
            if (calls <= failures) throw new Error(`failure ${calls}`);
            return `done after ${calls}`;
          },
        ],
        [
          Other.name,
          async () => {
            throw new JobCancelledError();
          },
        ],
      ]),
    );
    return queue;
  }

  it("retries a failing job up to its entry's attempts and keeps the result", async () => {
    const queue = queueWithHandlers();
    const { jobId } = await queue.enqueue(Flaky, { failures: 2 }, { jobId: 'flaky-1' });
    await queue.close();
    expect(await queue.getJob(Flaky, jobId)).toMatchObject({ id: 'flaky-1', name: 'test.flaky', state: 'completed', result: 'done after 3', attemptsMade: 3 });
  });

  it('finds a job only through its own catalogue entry', async () => {
    const queue = queueWithHandlers();
    await queue.enqueue(Flaky, { failures: 0 }, { jobId: 'shared-id' });
    await queue.close();
    expect(await queue.getJob(Other, 'shared-id')).toBeNull();
    expect(await queue.listJobs(Other)).toEqual([]);
    expect(await queue.cancel(Other, 'shared-id')).toBe(false);
    expect((await queue.listJobs(Flaky)).map((job) => job.id)).toEqual(['shared-id']);
  });

  it('does not retry a cancelled job', async () => {
    const queue = queueWithHandlers();
    await queue.enqueue(Other, {}, { jobId: 'other-1' });
    await queue.close();
    expect(await queue.getJob(Other, 'other-1')).toMatchObject({ state: 'failed', failedReason: 'Cancelled by an admin', attemptsMade: 1 });
  });

  it('refuses a job its catalogue does not list', async () => {
    const queue = queueWithHandlers();
    await expect(queue.enqueue(Unlisted, {})).rejects.toThrow('Job "test.unlisted" is not in the job catalogue');
  });

  it('keeps the last 1000 finished jobs of a job, as BullMQ keeps a queue\'s (a job every few seconds must not grow memory)', async () => {
    const queue = queueWithHandlers();
    for (let n = 0; n < 1005; n++) await queue.enqueue(Flaky, { failures: 0 }, { jobId: `run-${n}` });
    await queue.close();
    expect(await queue.getJob(Flaky, 'run-4')).toBeNull();
    expect(await queue.getJob(Flaky, 'run-5')).toMatchObject({ id: 'run-5' });
    expect(await queue.getJob(Flaky, 'run-1004')).toMatchObject({ id: 'run-1004' });
  });
});
