import { ApiProperty } from '@nestjs/swagger';
import { ApiMoney } from '../../../../../shared/infrastructure/http/api-docs';
import { COMMISSION_ENTRY_KINDS, COMMISSION_ENTRY_STATUSES } from '../../../domain/commission-entry';
import { CURATOR_TIERS } from '../../../domain/curator-tier';
import { COMMISSION_STANDINGS } from '../../../domain/commission-standing';

const STANDING_TEXT = 'Where it stands, as the curator reads it: "waiting for delivery", "on hold until Dec 29, 2026" (UTC date), "payable", "paid" or "reversed: refused at the door" (the reason)';

export class TransactionProductDto {
  @ApiProperty({ example: 'Ember & Oak Straight Rye', description: 'The product name at purchase' }) name!: string;
  @ApiProperty({ type: String, nullable: true, example: 'https://cdn.rounds.example/products/ember-oak-straight-rye.jpg', description: "The catalog's current picture, if the product is still listed" }) image!: string | null;
}

export class RecentTransactionDto {
  @ApiProperty({ format: 'uuid', example: '5d6e7f8a-9b0c-4d1e-8f2a-3b4c5d6e7f80', description: 'The commission entry id (GET /api/user/commissions/{id} explains it)' }) id!: string;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-20T18:30:00.000Z' }) createdAt!: Date;
  @ApiProperty({ type: Number, example: 3.4, multipleOf: 0.01, description: 'Commission in US dollars, at most two decimals (negative for a refund taken back after payout)' }) commission!: number;
  @ApiProperty({ enum: COMMISSION_ENTRY_STATUSES, enumName: 'CommissionEntryStatus', example: 'pending' }) status!: string;
  @ApiProperty({ enum: COMMISSION_STANDINGS, enumName: 'CommissionStanding', example: 'on_hold' }) standing!: string;
  @ApiProperty({ example: 'on hold until Dec 29, 2026', description: STANDING_TEXT }) standingText!: string;
  @ApiProperty({ type: TransactionProductDto, description: 'The product sold' }) product!: TransactionProductDto;
}

export class DailySalesDto {
  @ApiProperty({ example: '2026-11-20', description: 'UTC date' }) date!: string;
  @ApiMoney(85, 'Attributed sales (GMV) that day') sales!: number;
  @ApiMoney(6.8, 'Commission earned that day') earnings!: number;
  @ApiProperty({ type: 'integer', example: 2, description: 'Attributed orders that day' }) orders!: number;
}

export class TopProductDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, example: '7c9e6679-7425-40de-944b-e07fc1f90ae7', description: 'null when the product was removed from the catalog' }) productId!: string | null;
  @ApiProperty({ example: 'Ember & Oak Straight Rye' }) name!: string;
  @ApiProperty({ type: String, nullable: true, example: 'https://cdn.rounds.example/products/ember-oak-straight-rye.jpg' }) image!: string | null;
  @ApiMoney(255, 'Attributed sales over 30 days') sales!: number;
  @ApiMoney(20.5, 'Commission over 30 days') earnings!: number;
  @ApiProperty({ type: 'integer', example: 6, description: 'Attributed orders over 30 days' }) orders!: number;
}

export class SalesAnalyticsDto {
  @ApiMoney(1275.5, 'Attributed sales (GMV) not refunded; the sum of the ledger') totalSalesGenerated!: number;
  @ApiMoney(102.04, 'Commission earned, not reversed (refunds after payout deducted)') totalEarnings!: number;
  @ApiProperty({ type: 'integer', example: 31, description: 'Orders attributed to you and not refunded' }) successfulReferrals!: number;
  @ApiProperty({ type: 'integer', example: 1240, description: "Views of your public profile, all time: each visitor once per 30 minutes, with or without a shared link's utm parameters (the links followed from it are clicks, not views)" }) profileViews!: number;
  @ApiProperty({ type: RecentTransactionDto, isArray: true, description: 'The 10 newest commission entries' }) recentTransactions!: RecentTransactionDto[];
  @ApiProperty({ type: 'integer', example: 412, description: 'Visits through your links in the last 30 days (a link followed, never a profile view), each visitor once per link per 30 minutes' }) clicks!: number;
  @ApiProperty({ type: Number, example: 2.9, description: 'Attributed orders per 100 visits over 30 days (percent, one decimal)' }) conversionRate!: number;
  @ApiProperty({ type: 'integer', example: 12, description: 'Attributed orders in the last 30 days' }) orders30d!: number;
  @ApiMoney(510, 'Attributed sales in the last 30 days') sales30d!: number;
  @ApiMoney(40.5, 'Commission in the last 30 days') earnings30d!: number;
  @ApiProperty({ type: DailySalesDto, isArray: true, description: 'The last 30 UTC days, oldest first, for the chart' }) daily!: DailySalesDto[];
  @ApiProperty({ type: TopProductDto, isArray: true, description: 'Up to 5 products by attributed sales over 30 days' }) topProducts!: TopProductDto[];
}

export class PayoutHistoryItemDto {
  @ApiProperty({ format: 'uuid', example: 'b8c9d0e1-f2a3-4b4c-8d5e-6f7a8b9c0d1e' }) id!: string;
  @ApiProperty({ example: 'Weekly payout for 2026-11-27 (12 commissions)' }) description!: string;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-27T09:00:00.000Z', description: 'When the payout finished (or was created, while processing)' }) date!: Date;
  @ApiMoney(102.04, 'The amount paid out') amount!: number;
  @ApiProperty({ enum: ['paid', 'processing', 'failed'], enumName: 'PayoutStatus', example: 'paid', description: 'paid, processing, or failed (as the specification shows payouts: anything not paid, processing or pending is shown as failed)' }) status!: string;
  @ApiProperty({ type: String, nullable: true, example: null, description: 'Why a failed payout failed; its commissions are payable again' }) failureReason!: string | null;
}

export class PayoutsDto {
  @ApiMoney(48.6, 'Earned and not yet paid (on hold, payable, or in a payout being processed)') pendingPayouts!: number;
  @ApiMoney(102.04, 'Paid out so far') paidPayouts!: number;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-27T09:00:00.000Z', description: 'The next scheduled payout run' }) nextPayoutDate!: Date;
  @ApiProperty({ type: PayoutHistoryItemDto, isArray: true, description: 'Newest first' }) payoutHistory!: PayoutHistoryItemDto[];
  @ApiMoney(20.5, 'Waiting for delivery or in the hold after delivery') onHold!: number;
  @ApiMoney(28.2, 'Payable in the next run') payable!: number;
  @ApiMoney(25, 'The smallest payout') minimumPayout!: number;
  @ApiProperty({ example: true, description: 'Whether banking details are on file (payouts need them)' }) hasBankingDetails!: boolean;
  @ApiProperty({ type: String, nullable: true, example: null, description: 'Why you were not paid in the last run (e.g. no banking details), or null' }) notice!: string | null;
}

export class CommissionHistoryItemDto {
  @ApiProperty({ type: String, nullable: true, example: 'pending', description: 'The status before (a CommissionEntryStatus); null for the first' }) from!: string | null;
  @ApiProperty({ enum: COMMISSION_ENTRY_STATUSES, enumName: 'CommissionEntryStatus', example: 'payable', description: 'The status after' }) to!: string;
  @ApiProperty({ example: 'hold_passed', description: 'Why the status changed' }) reason!: string;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-20T18:30:00.000Z' }) at!: Date;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, example: null, description: 'The payout involved, if any' }) payoutId!: string | null;
}

export class CommissionAttributionDto {
  @ApiProperty({ enum: ['named_at_checkout', 'last_click'], enumName: 'AttributionRule', example: 'last_click', description: 'named_at_checkout: the checkout named the creator; last_click: the latest click within 30 days' }) rule!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, example: 'd2e3f4a5-b6c7-4d8e-9f0a-1b2c3d4e5f6a', description: 'The click that attributed the order (last_click)' }) clickId!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-11-19T21:05:00.000Z', description: 'When that click happened' }) clickedAt!: Date | null;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, nullable: true, example: { utm_source: 'utm_abc123', utm_medium: 'creator_page' }, description: 'The utm parameters of that click' }) utmParams!: Record<string, string> | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, example: '9b2d4f6a-1c3e-4a5b-8c7d-6e5f4a3b2c1d', description: 'The creator page credited; null for a public profile link' }) creatorId!: string | null;
}

export class CommissionOrderLineDto {
  @ApiProperty({ format: 'uuid', example: 'c4d5e6f7-a8b9-4c0d-9e1f-2a3b4c5d6e7f' }) orderId!: string;
  @ApiProperty({ type: String, nullable: true, example: 'paid', description: "The order's current status (an OrderStatus); null when the order is gone" }) orderStatus!: string | null;
  @ApiProperty({ format: 'uuid', example: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b' }) orderItemId!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, example: '7c9e6679-7425-40de-944b-e07fc1f90ae7', description: 'null when the product was removed from the catalog' }) productId!: string | null;
  @ApiProperty({ example: 'Ember & Oak Straight Rye', description: 'The product name at purchase' }) productName!: string;
  @ApiProperty({ type: String, nullable: true, example: 'https://cdn.rounds.example/products/ember-oak-straight-rye.jpg' }) image!: string | null;
  @ApiMoney(42.5, "The line's price × quantity (no fees or tax)") gmv!: number;
}

export class CommissionShipmentStepDto {
  @ApiProperty({ example: 'delivered', description: 'The shipment status reached (a ShipmentStatus)' }) status!: string;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-21T18:30:00.000Z' }) at!: Date;
  @ApiProperty({ type: String, nullable: true, example: null, description: 'Why, for a refusal (its reason)' }) reason!: string | null;
}

export class CommissionShipmentDto {
  @ApiProperty({ format: 'uuid', example: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d' }) id!: string;
  @ApiProperty({ example: 'delivered', description: 'Where the shipment is now (a ShipmentStatus)' }) status!: string;
  @ApiProperty({ type: CommissionShipmentStepDto, isArray: true, description: 'Its moves, oldest first' }) timeline!: CommissionShipmentStepDto[];
}

export class CommissionDetailDto {
  @ApiProperty({ format: 'uuid', example: '5d6e7f8a-9b0c-4d1e-8f2a-3b4c5d6e7f80' }) id!: string;
  @ApiProperty({ enum: COMMISSION_ENTRY_KINDS, enumName: 'CommissionEntryKind', example: 'commission', description: 'commission: earned on a sale; adjustment: takes back a paid commission after a refund' }) kind!: string;
  @ApiProperty({ enum: COMMISSION_ENTRY_STATUSES, enumName: 'CommissionEntryStatus', example: 'payable' }) status!: string;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-20T18:30:00.000Z' }) createdAt!: Date;
  @ApiProperty({ type: Number, example: 3.4, multipleOf: 0.01, description: 'The commission in US dollars, at most two decimals (negative for an adjustment)' }) amount!: number;
  @ApiProperty({ enum: CURATOR_TIERS, enumName: 'CuratorTier', example: 'level1_curator', description: 'Your tier when the sale was made' }) tier!: string;
  @ApiProperty({ type: Number, example: 8, description: 'The rate applied, percent of GMV' }) rate!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-12-04T18:30:00.000Z', description: 'When the hold ends (COMMISSION_HOLD_DAYS after delivery); null while the line waits for delivery' }) payableAt!: Date | null;
  @ApiProperty({ enum: COMMISSION_STANDINGS, enumName: 'CommissionStanding', example: 'on_hold' }) standing!: string;
  @ApiProperty({ example: 'on hold until Dec 29, 2026', description: STANDING_TEXT }) standingText!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, example: null, description: 'The payout that paid it, once in one' }) payoutId!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, example: null, description: 'For an adjustment: the paid entry it takes back' }) adjustsEntryId!: string | null;
  @ApiProperty({ type: CommissionAttributionDto, description: 'Who attributed the sale to you and by which rule' }) attribution!: CommissionAttributionDto;
  @ApiProperty({ type: CommissionOrderLineDto, description: 'The order line the commission is on' }) orderLine!: CommissionOrderLineDto;
  @ApiProperty({ type: CommissionHistoryItemDto, isArray: true, description: 'Every status the entry had, oldest first' }) history!: CommissionHistoryItemDto[];
  @ApiProperty({ type: () => CommissionShipmentDto, nullable: true, description: "The shipment carrying the line and its history; null for a line without one" }) shipment!: CommissionShipmentDto | null;
  @ApiProperty({ example: '8 % of $42.50 (Ember & Oak Straight Rye) at Level 1 Curator, credited by your link (last click within 30 days).', description: 'Why the amount is what it is, in words' }) explanation!: string;
}

export class CreatorLinkDto {
  @ApiProperty({ format: 'uuid', example: '9b2d4f6a-1c3e-4a5b-8c7d-6e5f4a3b2c1d' }) creatorId!: string;
  @ApiProperty({ example: 'mayapours' }) handle!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Maya Pours' }) name!: string | null;
  @ApiProperty({ example: 'utm_abc123', description: 'The utm_source value that credits you' }) utmCode!: string;
  @ApiProperty({ example: true, description: 'False once an admin unpublished the page: the shop no longer shows it (its picks, followers and earnings are kept)' }) published!: boolean;
  @ApiProperty({ example: '/creator/mayapours?utm_source=utm_abc123', description: 'Path of the link to share (prefix with the site origin)' }) path!: string;
}

export class NextTierDto {
  @ApiProperty({ enum: CURATOR_TIERS, enumName: 'CuratorTier', example: 'level2_curator' }) tier!: string;
  @ApiMoney(5000, 'Total sales at which it is reached') threshold!: number;
  @ApiMoney(3724.5, 'Sales still needed') remaining!: number;
}

export class DashboardCommissionDto {
  @ApiProperty({ format: 'uuid', example: '5d6e7f8a-9b0c-4d1e-8f2a-3b4c5d6e7f80' }) id!: string;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-20T18:30:00.000Z' }) createdAt!: Date;
  @ApiProperty({ example: 'Ember & Oak Straight Rye' }) productName!: string;
  @ApiProperty({ type: String, nullable: true, example: 'https://cdn.rounds.example/products/ember-oak-straight-rye.jpg' }) image!: string | null;
  @ApiProperty({ type: Number, example: 3.4, multipleOf: 0.01, description: 'The commission in US dollars, at most two decimals (negative for an adjustment)' }) amount!: number;
  @ApiMoney(42.5, 'The order line\'s price × quantity') gmv!: number;
  @ApiProperty({ type: Number, example: 8, description: 'The rate applied, percent of GMV' }) rate!: number;
  @ApiProperty({ enum: COMMISSION_ENTRY_STATUSES, enumName: 'CommissionEntryStatus', example: 'pending' }) status!: string;
  @ApiProperty({ enum: COMMISSION_STANDINGS, enumName: 'CommissionStanding', example: 'on_hold' }) standing!: string;
  @ApiProperty({ example: 'on hold until Dec 29, 2026', description: STANDING_TEXT }) standingText!: string;
  @ApiProperty({ example: '8 % of $42.50 (Ember & Oak Straight Rye) at Level 1 Curator, credited by your link (last click within 30 days).' }) explanation!: string;
}

export class CreatorDashboardDto {
  @ApiProperty({ enum: CURATOR_TIERS, enumName: 'CuratorTier', example: 'level1_curator' }) curatorStatus!: string;
  @ApiProperty({ type: Number, example: 8, description: 'Percent of GMV earned on new sales' }) commissionRate!: number;
  @ApiMoney(1275.5, 'Attributed sales not refunded') totalSalesGenerated!: number;
  @ApiProperty({ type: NextTierDto, nullable: true, description: 'null at Platinum' }) nextTier!: NextTierDto | null;
  @ApiProperty({ type: Number, example: 25.5, minimum: 0, maximum: 100, description: '0–100, from this tier’s threshold to the next' }) progressPercent!: number;
  @ApiProperty({ type: CreatorLinkDto, isArray: true, description: 'Your creator pages, one link each' }) links!: CreatorLinkDto[];
  @ApiProperty({ type: DashboardCommissionDto, isArray: true, description: 'Your newest commission entries, newest first' }) recentCommissions!: DashboardCommissionDto[];
}

export class LedgerDifferenceDto {
  @ApiProperty({ format: 'uuid', example: '9b2d4f6a-1c3e-4a5b-8c7d-6e5f4a3b2c1d', description: 'The user or creator whose stored total differs' }) id!: string;
  @ApiProperty({ type: Number, example: 1280.5, multipleOf: 0.01, description: 'Stored total (US dollars, at most two decimals)' }) recorded!: number;
  @ApiProperty({ type: Number, example: 1275.5, multipleOf: 0.01, description: 'Recomputed from the ledger (US dollars, at most two decimals)' }) ledger!: number;
}

export class LedgerTotalsCheckDto {
  @ApiProperty({ type: 'integer', example: 148, description: 'How many totals were checked' }) checked!: number;
  @ApiProperty({ type: LedgerDifferenceDto, isArray: true, description: 'Every total that differs; empty when all match' }) differences!: LedgerDifferenceDto[];
}

export class DailyTotalsFiguresDto {
  @ApiMoney(255, 'Attributed sales') sales!: number;
  @ApiMoney(20.5, 'Commission') earnings!: number;
  @ApiProperty({ type: 'integer', example: 6, description: 'Attributed orders' }) orders!: number;
  @ApiProperty({ type: 'integer', example: 430, description: 'Click-log rows credited to the user: visits through their links and views of their public profile (0 for a product row)' }) clicks!: number;
  @ApiProperty({ type: 'integer', example: 412, description: 'Visits through the user’s links only, the 30-day clicks of the sales analytics (0 for a product row)' }) linkClicks!: number;
}

export class DailyTotalsDifferenceDto {
  @ApiProperty({ format: 'uuid', example: '9b2d4f6a-1c3e-4a5b-8c7d-6e5f4a3b2c1d', description: 'The earning user' }) userId!: string;
  @ApiProperty({ format: 'date', example: '2026-11-20', description: 'The UTC day' }) day!: string;
  @ApiProperty({ example: 'day', description: "'day' for the user's day, else the product id ('none' for entries without a product) of the per-product rollup" }) scope!: string;
  @ApiProperty({ type: DailyTotalsFiguresDto, description: 'What the rollup stores' }) stored!: DailyTotalsFiguresDto;
  @ApiProperty({ type: DailyTotalsFiguresDto, description: 'Recomputed from the ledger and the click log' }) ledger!: DailyTotalsFiguresDto;
}

export class DailyTotalsCheckDto {
  @ApiProperty({ type: 'integer', example: 930, description: 'How many stored daily rows were checked' }) checked!: number;
  @ApiProperty({ type: DailyTotalsDifferenceDto, isArray: true, description: 'Every (user, day[, product]) that differs, at most 100; empty when all match' }) differences!: DailyTotalsDifferenceDto[];
}

export class LedgerCheckDto {
  @ApiProperty({ example: true, description: 'True when every stored total equals its recomputation' }) ok!: boolean;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-20T18:30:00.000Z' }) checkedAt!: Date;
  @ApiProperty({ type: LedgerTotalsCheckDto, description: "users' totalSalesGenerated" }) userSales!: LedgerTotalsCheckDto;
  @ApiProperty({ type: LedgerTotalsCheckDto, description: "creators' totalEarnings" }) creatorEarnings!: LedgerTotalsCheckDto;
  @ApiProperty({ example: true, description: "Whether the orders' attribution matches the ledger" }) orderAttributionMatches!: boolean;
  @ApiProperty({ example: true, description: 'Whether the sales attribution table matches the ledger' }) salesAttributionMatches!: boolean;
  @ApiProperty({ type: DailyTotalsCheckDto, description: 'The per-day rollups behind the sales analytics' }) dailyTotals!: DailyTotalsCheckDto;
}
