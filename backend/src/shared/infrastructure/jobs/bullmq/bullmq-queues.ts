import { Queue } from 'bullmq';
import type { Redis } from 'ioredis';
import type { JobDefinition } from '../../../application/jobs/job-definition';
import type { JobCatalogue } from '../job-catalogue';
import { settleWithin } from './settle-within';

/** Finished jobs are kept this long, or this many per queue, for the admin's job list and the dashboard. */
const RETAIN_FINISHED = { age: 7 * 24 * 3600, count: 1000 };

/** The BullMQ queue of each catalogue queue name, made on first use and shared by every producer call. */
export class BullMqQueues {
  private readonly queues = new Map<string, Queue>();

  constructor(
    private readonly catalogue: JobCatalogue,
    private readonly connection: Redis,
    private readonly prefix: string,
  ) {}

  /** The queue a catalogue entry's jobs wait in; throws for a job the catalogue does not list. */
  of(definition: JobDefinition<any, any>): Queue {
    return this.named(this.catalogue.entry(definition).queue);
  }

  /** Every queue of the catalogue (Bull Board lists them). */
  all(): Queue[] {
    return this.catalogue.queues.map((name) => this.named(name));
  }

  async close(waitMs: number): Promise<void> {
    await settleWithin([...this.queues.values()].map((queue) => queue.close()), waitMs);
  }

  private named(name: string): Queue {
    let queue = this.queues.get(name);
    if (!queue) {
      queue = new Queue(name, {
        connection: this.connection,
        prefix: this.prefix,
        skipWaitingForReady: true,
        defaultJobOptions: { removeOnComplete: RETAIN_FINISHED, removeOnFail: RETAIN_FINISHED },
      });
      queue.on('error', () => undefined);
      this.queues.set(name, queue);
    }
    return queue;
  }
}
