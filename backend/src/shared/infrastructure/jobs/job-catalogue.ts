import type { JobDefinition } from '../../application/jobs/job-definition';

/** Entries as modules export them: `CatalogJob = { ImportProducts: defineJob(...) }`. */
export type JobEntries = Readonly<Record<string, JobDefinition<any, any>>>;

/**
 * Every job the process knows, built once at the app root (src/app/job-catalogue.ts) from the modules'
 * entries. The queue adapters take their queues from it and refuse a job that is not in it.
 */
export class JobCatalogue {
  private readonly byName = new Map<string, JobDefinition<any, any>>();

  constructor(entries: readonly JobDefinition<any, any>[]) {
    for (const entry of entries) {
      const known = this.byName.get(entry.name);
      if (known && known !== entry) throw new Error(`Two job catalogue entries are named "${entry.name}": job names must be unique`);
      if (!Number.isInteger(entry.attempts) || entry.attempts < 1) throw new Error(`Job "${entry.name}" must have a whole number of attempts ≥ 1, got ${entry.attempts}`);
      this.byName.set(entry.name, entry);
    }
  }

  /** The catalogue of the modules' entries: `JobCatalogue.of(CatalogJob, PayoutJob, …)`. */
  static of(...groups: JobEntries[]): JobCatalogue {
    return new JobCatalogue(groups.flatMap((group) => Object.values(group)));
  }

  get jobs(): readonly JobDefinition<any, any>[] {
    return [...this.byName.values()];
  }

  get queues(): string[] {
    return [...new Set(this.jobs.map((job) => job.queue))];
  }

  /** The entry itself when it is this catalogue's; throws for a job that was never listed. */
  entry<Job extends JobDefinition<any, any>>(job: Job): Job {
    if (this.byName.get(job.name) !== job) {
      throw new Error(`Job "${job.name}" is not in the job catalogue: list its module's entries in src/app/job-catalogue.ts`);
    }
    return job;
  }
}
