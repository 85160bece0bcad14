import type { AccountStanding } from '../../domain/tier-promotion';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { Cents } from '../../../../shared/domain/money';
import type { CommissionEntryKind, CommissionEntryReason, CommissionEntryStatus } from '../../domain/commission-entry';
import type { CuratorTier } from '../../domain/curator-tier';

export const LEDGER_STORE = Symbol('LEDGER_STORE');

export interface LockedAccount extends AccountStanding {
  userId: string;
}

export interface NewCommissionEntry {
  kind: CommissionEntryKind;
  orderId: string;
  orderItemId: string;
  productId: string | null;
  productName: string;
  creatorId: string | null;
  userId: string | null;
  shopperId: string;
  clickId: string | null;
  attributionRule: string;
  gmvCents: Cents;
  ratePercent: number;
  tier: CuratorTier;
  amountCents: Cents;
  status: CommissionEntryStatus;
  adjustsEntryId: string | null;
  /** Null while the line waits for delivery (the hold starts at the handoff). */
  payableAt: Date | null;
  reason: CommissionEntryReason;
}

export interface OrderAttributionRow {
  orderId: string;
  creatorId: string | null;
  userId: string | null;
  productId: string | null;
  gmvCents: Cents;
  commissionCents: Cents;
  ratePercent: number;
  attributionType: string;
  touchpoints: unknown[];
  /** For attributionType 'gift': the accepted gift offer the purchase converted, and its campaign. */
  campaignId?: string | null;
  giftOfferId?: string | null;
}

export interface LedgerEntryOfOrder {
  id: string;
  kind: CommissionEntryKind;
  status: CommissionEntryStatus;
  entry: NewCommissionEntry;
}

/** The ledger's writes inside a caller's transaction (checkout, order status change). */
export interface LedgerStore {
  /** The earning account, created with defaults if missing, locked until the transaction ends. */
  lockAccount(tx: TransactionContext, userId: string): Promise<LockedAccount>;
  addSales(tx: TransactionContext, userId: string, deltaCents: Cents): Promise<void>;
  setTier(tx: TransactionContext, userId: string, tier: CuratorTier, ratePercent: number): Promise<void>;
  /** Inserts the entries not yet there (unique per order line and kind) with their first history row; answers the inserted ones' amounts. */
  insertEntries(tx: TransactionContext, entries: readonly NewCommissionEntry[]): Promise<{ inserted: number; amountCents: Cents; gmvCents: Cents }>;
  recordOrderAttributions(tx: TransactionContext, rows: readonly OrderAttributionRow[]): Promise<void>;
  /** The order's entries, locked. */
  entriesOfOrder(tx: TransactionContext, orderId: string): Promise<LedgerEntryOfOrder[]>;
  moveEntries(tx: TransactionContext, ids: readonly string[], from: readonly CommissionEntryStatus[], to: CommissionEntryStatus, reason: CommissionEntryReason): Promise<number>;
  markOrderAttributionReversed(tx: TransactionContext, orderId: string): Promise<void>;
  /** Some of the order's lines were reversed: its attribution row loses their GMV and commission. */
  shrinkOrderAttribution(tx: TransactionContext, orderId: string, gmvCents: Cents, commissionCents: Cents): Promise<void>;
  /** Pending commissions of the lines still waiting for delivery become payable at `payableAt`; answers how many. */
  startHold(tx: TransactionContext, orderItemIds: readonly string[], payableAt: Date): Promise<number>;
  /** Recomputes one creator's creator_metrics row from the ledger and clicks. */
  refreshCreatorMetrics(tx: TransactionContext | null, creatorId: string, now: Date): Promise<void>;
}
