import { Query } from '@nestjs/cqrs';
import type { Cents } from '../../../../../shared/domain/money';
import type { DailyTotalsDifference } from '../../ports/earnings-read-model.port';

/** Recomputes every stored total from the ledger's entries and lists any difference (admin: GET /api/admin/ledger/check). */
export class CheckLedgerQuery extends Query<LedgerCheck> {}

export interface LedgerDifference {
  id: string;
  recordedCents: Cents;
  ledgerCents: Cents;
}

export interface LedgerCheck {
  ok: boolean;
  checkedAt: Date;
  /** users.totalSalesGenerated (commission_accounts) against the sum of the user's non-reversed entries' GMV. */
  userSales: { checked: number; differences: LedgerDifference[] };
  /** creators.totalEarnings against the sum of the creator's non-reversed entries' amounts. */
  creatorEarnings: { checked: number; differences: LedgerDifference[] };
  /** order_attribution and sales_attribution against the ledger's entries of the same orders. */
  attribution: { orderAttributionMatches: boolean; salesAttributionMatches: boolean; figures: Record<string, Cents> };
  /** The per-day rollups the sales analytics read, against the ledger and click_logs (at most 100 differences listed). */
  dailyTotals: { checked: number; differences: DailyTotalsDifference[] };
}
