import { Query } from '@nestjs/cqrs';
import type { CommissionExplanation } from './get-commission.handler';

/** One of the signed-in user's ledger entries, explained (GET /api/user/commissions/{id}). */
export class GetCommissionQuery extends Query<CommissionExplanation> {
  constructor(
    readonly userId: string,
    readonly entryId: string,
  ) {
    super();
  }
}
