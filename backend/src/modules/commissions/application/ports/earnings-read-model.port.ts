import type { CommissionStanding } from '../../domain/commission-standing';
import type { Cents } from '../../../../shared/domain/money';
import type { CommissionEntryKind, CommissionEntryStatus } from '../../domain/commission-entry';
import type { PayoutSkipReason, PayoutStatus } from '../../domain/payout-plan';

/**
 * What the commissions queries answer: the ledger as a creator (and the ledger check) sees it. Types only: each
 * query's handler owns its SQL. (The file keeps its name while the HTTP controllers import it.)
 */

export interface RecentCommission {
  id: string;
  kind: CommissionEntryKind;
  createdAt: Date;
  amountCents: Cents;
  gmvCents: Cents;
  status: CommissionEntryStatus;
  ratePercent: number;
  tier: string;
  attributionRule: string;
  creatorId: string | null;
  productId: string | null;
  productName: string;
  productImage: string | null;
  /** When the hold ends; null while the line waits for delivery. */
  payableAt: Date | null;
  standing: CommissionStanding;
  /** "waiting for delivery", "on hold until Dec 29, 2026", "payable", "paid" or "reversed: refused at the door". */
  standingText: string;
}

export interface DailyEarnings {
  /** UTC date, YYYY-MM-DD. */
  date: string;
  salesCents: Cents;
  earningsCents: Cents;
  orders: number;
}

export interface SalesFigures {
  totalSalesCents: Cents;
  totalEarningsCents: Cents;
  successfulReferrals: number;
  /** Views of the public profile (click_logs rows of utm_medium profile_view), all time. */
  profileViews: number;
  /** Visits through the user's links (not profile views) in the chart's 30 days. */
  clicks30d: number;
  orders30d: number;
  sales30dCents: Cents;
  earnings30dCents: Cents;
  recent: RecentCommission[];
  daily: DailyEarnings[];
  topProducts: { productId: string | null; name: string; image: string | null; salesCents: Cents; earningsCents: Cents; orders: number }[];
}

export interface PayoutRow {
  id: string;
  period: string;
  status: PayoutStatus;
  amountCents: Cents;
  entryCount: number;
  failureReason: string | null;
  createdAt: Date;
  finishedAt: Date | null;
}

export interface PayoutSummary {
  onHoldCents: Cents;
  payableCents: Cents;
  inPayoutCents: Cents;
  paidCents: Cents;
  hasBankingDetails: boolean;
  skipReason: PayoutSkipReason | null;
  skippedAt: Date | null;
  history: PayoutRow[];
}

export interface CommissionDetail extends RecentCommission {
  orderId: string;
  orderItemId: string;
  clickId: string | null;
  clickedAt: Date | null;
  clickUtmParams: Record<string, string> | null;
  userId: string | null;
  payoutId: string | null;
  adjustsEntryId: string | null;
  history: { from: CommissionEntryStatus | null; to: CommissionEntryStatus; reason: string; at: Date; payoutId: string | null }[];
}

export interface LedgerTotals {
  /** Per user: what commission_accounts says and what the ledger sums to. */
  users: { userId: string; recordedSalesCents: Cents; ledgerSalesCents: Cents }[];
  /** Per creator: the ledger's sum of amounts (creators.totalEarnings is curation's, compared by the handler). */
  creatorLedgerEarnings: Map<string, Cents>;
  /** order_attribution (not reversed) against the ledger's commission entries of the same orders. */
  attribution: { attributionGmvCents: Cents; ledgerGmvCents: Cents; attributionCommissionCents: Cents; ledgerCommissionCents: Cents; salesAttributionGmvCents: Cents; salesAttributionCommissionCents: Cents; salesAttributionLedgerGmvCents: Cents; salesAttributionLedgerCommissionCents: Cents };
  /** The daily rollups (commission_daily_totals, commission_daily_product_totals) against the ledger and click_logs recomputed per user and UTC day. */
  dailyTotals: { checked: number; differences: DailyTotalsDifference[] };
}

/** A (user, UTC day) whose stored rollup differs from the ledger's recomputation: what is stored and what it should be. */
export interface DailyTotalsDifference {
  userId: string;
  day: string;
  /** 'day' for commission_daily_totals, or the product id ('none' for entries without a product) of commission_daily_product_totals. */
  scope: string;
  stored: DailyTotalsFigures;
  ledger: DailyTotalsFigures;
}

/** One rollup row's figures: `clicks` counts every click_logs row credited that day (profile views included), `linkClicks` only visits through a link. */
export interface DailyTotalsFigures {
  salesCents: Cents;
  earningsCents: Cents;
  orders: number;
  clicks: number;
  linkClicks: number;
}
