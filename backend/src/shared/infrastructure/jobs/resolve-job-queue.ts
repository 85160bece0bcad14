import { AppConfig, NO_REDIS } from '../../../config/app-config';
import { BullMqJobQueue, redisAnswers } from './bullmq-job-queue.adapter';
import { InProcessJobQueue } from './in-process-job-queue.adapter';
import { JobQueue } from './job-queue.port';

/** BullMQ when Redis answers (or is configured explicitly), otherwise jobs run inside this process. */
export async function resolveJobQueue(config: AppConfig, log: (message: string) => void): Promise<JobQueue> {
  if (config.redisUrl === NO_REDIS) {
    log('REDIS_URL=none: background jobs run inside this process');
    return new InProcessJobQueue();
  }
  if (await redisAnswers(config.redisUrl)) {
    return new BullMqJobQueue(config.redisUrl, config.queuePrefix);
  }
  if (config.redisUrlExplicit) {
    // A configured Redis that is down now may come back: keep BullMQ so uploads recover without a restart.
    log(`REDIS_URL is set but Redis does not answer at boot; queue calls answer 503 until it does`);
    return new BullMqJobQueue(config.redisUrl, config.queuePrefix);
  }
  log('No Redis answered and REDIS_URL is not set: background jobs run inside this process');
  return new InProcessJobQueue();
}
