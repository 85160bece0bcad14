import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { Cents } from '../../../../shared/domain/money';

export const CREATOR_EARNINGS = Symbol('CREATOR_EARNINGS');

export interface OwnedCreatorPage {
  id: string;
  handle: string;
  name: string | null;
  utmCode: string;
  /** False once an admin unpublished the page: the shop no longer shows it. */
  published: boolean;
}

/** creators.total_earnings_cents, which the commission ledger keeps (and can recompute). */
export interface CreatorEarningsStore {
  adjust(tx: TransactionContext, creatorId: string, deltaCents: Cents): Promise<void>;
}
