import { AppConfig, NO_REDIS } from '../../../config/app-config';
import { BullMqJobQueue } from './bullmq/bullmq-job-queue.adapter';
import { redisAnswers } from './bullmq/redis-connections';
import { InProcessJobQueue } from './in-process-job-queue.adapter';
import type { JobCatalogue } from './job-catalogue';
import type { JobQueueBackend } from './job-queue-backend';

/** BullMQ when Redis answers (or is configured explicitly), otherwise jobs run inside this process. */
export async function resolveJobQueue(config: AppConfig, catalogue: JobCatalogue, log: (message: string) => void): Promise<JobQueueBackend> {
  if (config.redisUrl === NO_REDIS) {
    log('REDIS_URL=none: background jobs run inside this process');
    return new InProcessJobQueue(catalogue);
  }
  if (await redisAnswers(config.redisUrl)) {
    return new BullMqJobQueue(config.redisUrl, config.queuePrefix, catalogue);
  }
  if (config.redisUrlExplicit) {
    // A configured Redis that is down now may come back: keep BullMQ so uploads recover without a restart.
    log(`REDIS_URL is set but Redis does not answer at boot; queue calls answer 503 until it does`);
    return new BullMqJobQueue(config.redisUrl, config.queuePrefix, catalogue);
  }
  log('No Redis answered and REDIS_URL is not set: background jobs run inside this process');
  return new InProcessJobQueue(catalogue);
}
