import { Injectable } from '@nestjs/common';
import { DiscoveryModule } from '@nestjs/core';
import { Test } from '@nestjs/testing';
import { defineJob } from '../../application/jobs/job-definition';
import type { JobContext } from '../../application/jobs/job-queue.port';
import { JobCatalogue } from './job-catalogue';
import { JobHandler } from './job-handler.decorator';
import { JobCatalogueError, JobHandlerDiscovery } from './job-handler-discovery';

const SendReceipt = defineJob<{ orderId: string }, { sent: boolean }>({ name: 'test.send-receipt', queue: 'test', attempts: 1, backoff: { type: 'fixed', delayMs: 10 } });
const ExpireGifts = defineJob<{ before: string }, number>({ name: 'test.expire-gifts', queue: 'test', attempts: 2, backoff: { type: 'exponential', delayMs: 10 } });
const context = {} as JobContext;

@Injectable()
class ReceiptJobs {
  readonly sender = 'receipts';

  @JobHandler(SendReceipt)
  async sendReceipt({ orderId }: { orderId: string }): Promise<{ sent: boolean }> {
    return { sent: orderId.length > 0 && this.sender === 'receipts' };
  }
}

@Injectable()
class GiftJobs {
  @JobHandler(ExpireGifts)
  async expireGifts(): Promise<number> {
    return 3;
  }
}

@Injectable()
class SecondReceiptJobs {
  @JobHandler(SendReceipt)
  async resend(): Promise<{ sent: boolean }> {
    return { sent: false };
  }
}

/** The decorator checks a method against its entry's payload and result types (these lines fail `tsc` otherwise). */
export class MistypedJobs {
  // @ts-expect-error the result is not the entry's ({ sent: boolean })
  @JobHandler(SendReceipt)
  async wrongResult(_payload: { orderId: string }): Promise<string> {
    return '';
  }

  // @ts-expect-error the payload is not the entry's ({ orderId: string })
  @JobHandler(SendReceipt)
  async wrongPayload(_payload: { before: string }): Promise<{ sent: boolean }> {
    return { sent: true };
  }
}

async function discover(catalogue: JobCatalogue, providers: Array<new () => object>, aliases: Array<{ provide: string; useExisting: new () => object }> = []) {
  const moduleRef = await Test.createTestingModule({ imports: [DiscoveryModule], providers: [JobHandlerDiscovery, ...providers, ...aliases] }).compile();
  await moduleRef.init();
  try {
    return moduleRef.get(JobHandlerDiscovery).discover(catalogue);
  } finally {
    await moduleRef.close();
  }
}

async function refusal(catalogue: JobCatalogue, providers: Array<new () => object>): Promise<JobCatalogueError> {
  const error = await discover(catalogue, providers).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(JobCatalogueError);
  return error as JobCatalogueError;
}

describe('JobHandlerDiscovery', () => {
  it('binds each catalogue entry to its one @JobHandler method, by job name', async () => {
    const handlers = await discover(new JobCatalogue([SendReceipt, ExpireGifts]), [ReceiptJobs, GiftJobs]);
    expect([...handlers.keys()]).toEqual(['test.send-receipt', 'test.expire-gifts']);
    expect(await handlers.get('test.send-receipt')!({ orderId: 'o-1' }, context)).toEqual({ sent: true });
    expect(await handlers.get('test.expire-gifts')!({ before: 'now' }, context)).toBe(3);
  });

  it('stops the boot when an entry has no handler, naming the job', async () => {
    const error = await refusal(new JobCatalogue([SendReceipt, ExpireGifts]), [ReceiptJobs]);
    expect(error.problems).toEqual(['Job "test.expire-gifts" has no handler: give one provider method @JobHandler(<its entry>) in the module that declares it.']);
    expect(error.message).toBe(
      'The job catalogue and its handlers do not match:\n- Job "test.expire-gifts" has no handler: give one provider method @JobHandler(<its entry>) in the module that declares it.',
    );
  });

  it('stops the boot when an entry has two handlers, naming both', async () => {
    const error = await refusal(new JobCatalogue([SendReceipt]), [ReceiptJobs, SecondReceiptJobs]);
    expect(error.problems).toEqual(['Job "test.send-receipt" has 2 handlers (ReceiptJobs.sendReceipt, SecondReceiptJobs.resend): keep exactly one.']);
  });

  it('stops the boot when a handler serves a job the catalogue does not list', async () => {
    const error = await refusal(new JobCatalogue([SendReceipt]), [ReceiptJobs, GiftJobs]);
    expect(error.problems).toEqual(['GiftJobs.expireGifts handles job "test.expire-gifts", which is not in the job catalogue (src/app/job-catalogue.ts).']);
  });

  it('counts a provider once when another token aliases it (useExisting)', async () => {
    const handlers = await discover(new JobCatalogue([SendReceipt]), [ReceiptJobs], [{ provide: 'RECEIPTS', useExisting: ReceiptJobs }]);
    expect([...handlers.keys()]).toEqual(['test.send-receipt']);
  });
});

describe('JobCatalogue', () => {
  it('lists its queues once each and collects the entries of modules', () => {
    const catalogue = JobCatalogue.of({ SendReceipt }, { ExpireGifts });
    expect(catalogue.jobs).toEqual([SendReceipt, ExpireGifts]);
    expect(catalogue.queues).toEqual(['test']);
  });

  it('refuses two entries of one name, and a job it does not list', () => {
    const impostor = defineJob<unknown, unknown>({ name: 'test.send-receipt', queue: 'other', attempts: 1, backoff: { type: 'fixed', delayMs: 1 } });
    expect(() => new JobCatalogue([SendReceipt, impostor])).toThrow('Two job catalogue entries are named "test.send-receipt"');
    expect(() => new JobCatalogue([SendReceipt]).entry(ExpireGifts)).toThrow(
      'Job "test.expire-gifts" is not in the job catalogue: list its module\'s entries in src/app/job-catalogue.ts',
    );
    expect(() => new JobCatalogue([{ ...SendReceipt, attempts: 0 }])).toThrow('must have a whole number of attempts ≥ 1, got 0');
  });
});
