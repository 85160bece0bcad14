import { Query } from '@nestjs/cqrs';
import type { Cents } from '../../../../../shared/domain/money';
import type { PayoutSummary } from '../../ports/earnings-read-model.port';

/** The signed-in user's balances, payout history and next payout date (GET /api/user/payouts). */
export class GetPayoutsQuery extends Query<PayoutsView> {
  constructor(readonly userId: string) {
    super();
  }
}

export interface PayoutsView extends PayoutSummary {
  nextPayoutDate: Date;
  minimumPayoutCents: Cents;
  /** Why the last run did not pay the user, in words; null when nothing stands in the way. */
  notice: string | null;
}
