import { Injectable } from '@nestjs/common';
import type { JobContext } from '../../../../shared/application/jobs/job-queue.port';
import { JobHandler } from '../../../../shared/infrastructure/jobs/job-handler.decorator';
import { NotificationsJob } from '../../application/notifications-jobs';
import { DispatchOutboxResult, OutboxDispatcher } from '../../application/outbox-dispatcher';

/** The worker side of the outbox: each scheduled run delivers what is due and stops at the process's shutdown. */
@Injectable()
export class NotificationsJobProcessor {
  constructor(private readonly dispatcher: OutboxDispatcher) {}

  @JobHandler(NotificationsJob.DispatchOutbox)
  dispatchOutbox(_payload: Record<string, never>, context: JobContext): Promise<DispatchOutboxResult> {
    return this.dispatcher.dispatch(() => context.isStopping());
  }
}
