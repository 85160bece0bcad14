import { Command } from '@nestjs/cqrs';
import type { TransactionContext } from '../../../../../shared/application/unit-of-work';
import type { Cents } from '../../../../../shared/domain/money';

/** The commission ledger grows (or, on a refund, shrinks) a creator page's total earnings, inside its own transaction `tx`. */
export class AdjustCreatorEarningsCommand extends Command<void> {
  constructor(
    readonly tx: TransactionContext,
    readonly creatorId: string,
    readonly deltaCents: Cents,
  ) {
    super();
  }
}
