import { JobCancelledError, JobContext, JobInterruptedError, RunJob } from '../../application/jobs/job-queue.port';
import type { JobCatalogue } from '../jobs/job-catalogue';
import type { JobHandlers } from '../jobs/job-handler-discovery';
import { rootLogger, runWithLogContext } from './logger';
import type { JobOutcome, Metrics } from './metrics';

/** Progress is logged when it passes each of these (percent); every report still reaches the queue. */
const PROGRESS_MILESTONES = [25, 50, 75];

/**
 * The handlers as the queue adapters run them: each run logs its start, progress milestones, completion
 * or failure with the job's id (and the id of the request that queued it), runs its handler in that log
 * context, and feeds the job duration and failure metrics. Works the same for BullMQ and in-process jobs.
 */
export function observeJobs(handlers: JobHandlers, catalogue: JobCatalogue, metrics: Metrics): JobHandlers {
  const attemptsOf = new Map(catalogue.jobs.map((job) => [job.name, job.attempts]));
  return new Map([...handlers].map(([name, run]) => [name, observed(name, attemptsOf.get(name) ?? 1, run, metrics)]));
}

function observed(job: string, attempts: number, run: RunJob<any, any>, metrics: Metrics): RunJob<any, any> {
  return (payload, context) => {
    const logger = rootLogger().child({ jobId: context.jobId, job, ...(context.requestId ? { reqId: context.requestId } : {}) });
    const attempt = context.attemptsMade + 1;
    return runWithLogContext({ logger, requestId: context.requestId }, async () => {
      const started = process.hrtime.bigint();
      const elapsed = () => Number(process.hrtime.bigint() - started) / 1e9;
      logger.info({ attempt, attempts }, 'job started');

      let milestone = 0;
      const observedContext: JobContext = {
        ...context,
        updateProgress: async (percent: number) => {
          await context.updateProgress(percent);
          const passed = PROGRESS_MILESTONES.filter((mark) => percent >= mark).pop() ?? 0;
          if (passed > milestone) {
            milestone = passed;
            logger.info({ progress: passed }, 'job progress');
          }
        },
      };

      try {
        const result = await run(payload, observedContext);
        metrics.observeJob(job, 'completed', elapsed());
        logger.info({ attempt, durationMs: Math.round(elapsed() * 1000) }, 'job completed');
        return result;
      } catch (error) {
        const outcome: JobOutcome = error instanceof JobCancelledError ? 'cancelled' : error instanceof JobInterruptedError ? 'interrupted' : 'failed';
        metrics.observeJob(job, outcome, elapsed());
        const fields = { attempt, durationMs: Math.round(elapsed() * 1000) };
        if (outcome === 'failed') {
          const willRetry = attempt < attempts;
          logger[willRetry ? 'warn' : 'error']({ ...fields, willRetry, err: error }, willRetry ? 'job attempt failed; it will be retried' : 'job failed');
        } else {
          logger.info(fields, outcome === 'cancelled' ? 'job cancelled' : 'job interrupted: the process is stopping; it goes back to the queue');
        }
        throw error;
      }
    });
  };
}
