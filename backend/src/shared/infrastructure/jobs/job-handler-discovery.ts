import { Injectable } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import type { JobDefinition } from '../../application/jobs/job-definition';
import type { RunJob } from '../../application/jobs/job-queue.port';
import type { JobCatalogue } from './job-catalogue';
import { JOB_HANDLER_METADATA } from './job-handler.decorator';

/** The handler of each job, by job name: what the queue adapters run. */
export type JobHandlers = ReadonlyMap<string, RunJob<any, any>>;

/** The catalogue and the `@JobHandler` methods do not match one to one; boot stops with every mismatch listed. */
export class JobCatalogueError extends Error {
  constructor(readonly problems: readonly string[]) {
    super(`The job catalogue and its handlers do not match:\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
    this.name = 'JobCatalogueError';
  }
}

interface FoundHandler {
  job: JobDefinition<any, any>;
  label: string;
  run: RunJob<any, any>;
}

/**
 * Finds the `@JobHandler(entry)` methods among the providers once the container is built (immich's
 * JobRepository.setup), and checks them against the catalogue: every entry has exactly one handler,
 * and no handler serves a job the catalogue does not list.
 */
@Injectable()
export class JobHandlerDiscovery {
  constructor(
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  discover(catalogue: JobCatalogue): JobHandlers {
    const found = this.findHandlers();
    const problems: string[] = [];
    const handlers = new Map<string, RunJob<any, any>>();

    for (const job of catalogue.jobs) {
      const mine = found.filter((handler) => handler.job.name === job.name);
      if (mine.length === 0) {
        problems.push(`Job "${job.name}" has no handler: give one provider method @JobHandler(<its entry>) in the module that declares it.`);
      } else if (mine.length > 1) {
        problems.push(`Job "${job.name}" has ${mine.length} handlers (${mine.map((handler) => handler.label).join(', ')}): keep exactly one.`);
      } else {
        handlers.set(job.name, mine[0].run);
      }
    }
    for (const handler of found) {
      const listed = catalogue.jobs.find((job) => job.name === handler.job.name);
      if (!listed) problems.push(`${handler.label} handles job "${handler.job.name}", which is not in the job catalogue (src/app/job-catalogue.ts).`);
      else if (listed !== handler.job) problems.push(`${handler.label} handles a job named "${handler.job.name}" that is not the catalogue's entry of that name.`);
    }

    if (problems.length > 0) throw new JobCatalogueError(problems);
    return handlers;
  }

  private findHandlers(): FoundHandler[] {
    const seen = new Set<object>();
    const found: FoundHandler[] = [];
    for (const wrapper of this.discovery.getProviders()) {
      const instance: unknown = wrapper.instance;
      // Request-scoped providers have no instance at boot; aliases (useExisting) repeat an instance.
      if (!instance || typeof instance !== 'object' || !wrapper.isDependencyTreeStatic() || seen.has(instance)) continue;
      seen.add(instance);
      const prototype = Object.getPrototypeOf(instance) as object | null;
      for (const method of this.scanner.getAllMethodNames(prototype)) {
        const run = (instance as Record<string, unknown>)[method];
        if (typeof run !== 'function') continue;
        const job = this.reflector.get<JobDefinition<any, any> | undefined>(JOB_HANDLER_METADATA, run);
        if (job) found.push({ job, label: `${instance.constructor.name}.${method}`, run: run.bind(instance) as RunJob<any, any> });
      }
    }
    return found;
  }
}
