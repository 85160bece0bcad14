import { Query } from '@nestjs/cqrs';
import type { ShipmentView } from '../../../../ordering';
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
  /** The shipment carrying the line, with its timeline; null for a line without one. */
  shipment: ShipmentView | null;
  explanation: string;
}
