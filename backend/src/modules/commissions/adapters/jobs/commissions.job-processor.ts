import { Inject, Injectable } from '@nestjs/common';
import type { JobContext } from '../../../../shared/application/jobs/job-queue.port';
import { JobHandler } from '../../../../shared/infrastructure/jobs/job-handler.decorator';
import { CommissionsJob, RefreshCreatorMetricsResult, RunPayoutsPayload, RunPayoutsResult } from '../../application/commissions-jobs';
import { PayoutRunService } from '../../application/payout-run.service';
import { CLOCK, Clock } from '../../../../shared/application/clock.port';
import { PostgresLedgerRepository } from '../persistence/ledger.repository';

/** The worker side of commissions' scheduled jobs. */
@Injectable()
export class CommissionsJobProcessor {
  constructor(
    private readonly payouts: PayoutRunService,
    private readonly ledger: PostgresLedgerRepository,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  @JobHandler(CommissionsJob.RunPayouts)
  runPayouts(payload: RunPayoutsPayload, context: JobContext): Promise<RunPayoutsResult> {
    return this.payouts.run(payload.runAt ? new Date(payload.runAt) : this.clock.now(), () => context.isStopping());
  }

  @JobHandler(CommissionsJob.RefreshCreatorMetrics)
  async refreshCreatorMetrics(): Promise<RefreshCreatorMetricsResult> {
    return { creators: await this.ledger.refreshAllCreatorMetrics(this.clock.now()) };
  }
}
