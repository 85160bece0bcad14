import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { payoutSkipMessage } from '../../../domain/payout-plan';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { EARNINGS_READ_MODEL, EarningsReadModel } from '../../ports/earnings-read-model.port';
import { EARNINGS_SETTINGS, EarningsSettings } from '../../ports/earnings-settings.port';
import { GetPayoutsQuery, PayoutsView } from './get-payouts.query';


@QueryHandler(GetPayoutsQuery)
export class GetPayoutsHandler implements IQueryHandler<GetPayoutsQuery, PayoutsView> {
  constructor(
    @Inject(EARNINGS_READ_MODEL) private readonly readModel: EarningsReadModel,
    @Inject(EARNINGS_SETTINGS) private readonly settings: EarningsSettings,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId }: GetPayoutsQuery): Promise<PayoutsView> {
    const summary = await this.readModel.payoutSummary(userId);
    let notice = summary.skipReason ? payoutSkipMessage(summary.skipReason, this.settings.payoutMinimumCents) : null;
    // Say it before the run too: earnings waiting with nowhere to send them.
    if (!notice && !summary.hasBankingDetails && summary.onHoldCents + summary.payableCents > 0) notice = payoutSkipMessage('no_banking_details', this.settings.payoutMinimumCents).replace('Your payout was skipped because no', 'No');
    return { ...summary, nextPayoutDate: this.settings.nextPayoutRun(this.clock.now()), minimumPayoutCents: this.settings.payoutMinimumCents, notice };
  }
}
