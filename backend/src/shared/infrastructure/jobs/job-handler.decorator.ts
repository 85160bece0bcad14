import { SetMetadata } from '@nestjs/common';
import type { JobDefinition } from '../../application/jobs/job-definition';
import type { JobContext } from '../../application/jobs/job-queue.port';

export const JOB_HANDLER_METADATA = 'rounds:job-handler';

/**
 * Marks the provider method that runs a job of the catalogue. Its signature is checked against the
 * entry's payload and result types; at boot every entry must have exactly one such method.
 */
export function JobHandler<Payload, Result>(job: JobDefinition<Payload, Result>) {
  return <Method extends (payload: Payload, context: JobContext) => Promise<Result>>(target: object, key: string | symbol, descriptor: TypedPropertyDescriptor<Method>): void => {
    SetMetadata(JOB_HANDLER_METADATA, job)(target, key, descriptor);
  };
}
