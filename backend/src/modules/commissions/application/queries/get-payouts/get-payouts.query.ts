import { Query } from '@nestjs/cqrs';
import type { PayoutsView } from './get-payouts.handler';

/** The signed-in user's balances, payout history and next payout date (GET /api/user/payouts). */
export class GetPayoutsQuery extends Query<PayoutsView> {
  constructor(readonly userId: string) {
    super();
  }
}
