import { Query } from '@nestjs/cqrs';
import type { CommissionDetail } from '../../ports/earnings-read-model.port';

/** One of the signed-in user's ledger entries, explained (GET /api/user/commissions/{id}). */
export class GetCommissionQuery extends Query<CommissionExplanation> {
  constructor(
    readonly userId: string,
    readonly entryId: string,
  ) {
    super();
  }
}

export interface CommissionExplanation extends CommissionDetail {
  orderStatus: string | null;
  explanation: string;
}
