import { ApiProperty } from '@nestjs/swagger';
import { COMMISSION_ENTRY_KINDS, COMMISSION_ENTRY_STATUSES } from '../../../domain/commission-entry';
import { CURATOR_TIERS } from '../../../domain/curator-tier';

export class TransactionProductDto {
  @ApiProperty({ description: 'The product name at purchase' }) name!: string;
  @ApiProperty({ type: String, nullable: true, description: "The catalog's current picture, if the product is still listed" }) image!: string | null;
}

export class RecentTransactionDto {
  @ApiProperty({ format: 'uuid', description: 'The commission entry id (GET /api/user/commissions/{id} explains it)' }) id!: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
  @ApiProperty({ description: 'Commission in dollars (negative for a refund taken back after payout)' }) commission!: number;
  @ApiProperty({ enum: COMMISSION_ENTRY_STATUSES }) status!: string;
  @ApiProperty({ type: TransactionProductDto }) product!: TransactionProductDto;
}

export class DailySalesDto {
  @ApiProperty({ example: '2026-11-20', description: 'UTC date' }) date!: string;
  @ApiProperty({ description: 'Attributed sales (GMV) that day, dollars' }) sales!: number;
  @ApiProperty({ description: 'Commission earned that day, dollars' }) earnings!: number;
  @ApiProperty() orders!: number;
}

export class TopProductDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) productId!: string | null;
  @ApiProperty() name!: string;
  @ApiProperty({ type: String, nullable: true }) image!: string | null;
  @ApiProperty({ description: 'Attributed sales over 30 days, dollars' }) sales!: number;
  @ApiProperty({ description: 'Commission over 30 days, dollars' }) earnings!: number;
  @ApiProperty() orders!: number;
}

export class SalesAnalyticsDto {
  @ApiProperty({ description: 'Attributed sales (GMV) not refunded, dollars; the sum of the ledger' }) totalSalesGenerated!: number;
  @ApiProperty({ description: 'Commission earned, not reversed (refunds after payout deducted), dollars' }) totalEarnings!: number;
  @ApiProperty({ description: 'Orders attributed to you and not refunded' }) successfulReferrals!: number;
  @ApiProperty({ description: 'Visits through your links (creator pages and public profile)' }) profileViews!: number;
  @ApiProperty({ type: RecentTransactionDto, isArray: true, description: 'The 10 newest commission entries' }) recentTransactions!: RecentTransactionDto[];
  @ApiProperty({ description: 'Visits through your links in the last 30 days' }) clicks!: number;
  @ApiProperty({ description: 'Attributed orders per 100 visits over 30 days (percent, one decimal)' }) conversionRate!: number;
  @ApiProperty({ description: 'Attributed orders in the last 30 days' }) orders30d!: number;
  @ApiProperty({ description: 'Attributed sales in the last 30 days, dollars' }) sales30d!: number;
  @ApiProperty({ description: 'Commission in the last 30 days, dollars' }) earnings30d!: number;
  @ApiProperty({ type: DailySalesDto, isArray: true, description: 'The last 30 UTC days, oldest first, for the chart' }) daily!: DailySalesDto[];
  @ApiProperty({ type: TopProductDto, isArray: true, description: 'Up to 5 products by attributed sales over 30 days' }) topProducts!: TopProductDto[];
}

export class PayoutHistoryItemDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'Weekly payout for 2026-11-27 (12 commissions)' }) description!: string;
  @ApiProperty({ type: String, format: 'date-time' }) date!: Date;
  @ApiProperty({ description: 'Dollars' }) amount!: number;
  @ApiProperty({ enum: ['paid', 'processing', 'failed'], description: 'paid, processing, or failed (seed 001 §4: anything not paid, processing or pending is shown as failed)' }) status!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Why a failed payout failed; its commissions are payable again' }) failureReason!: string | null;
}

export class PayoutsDto {
  @ApiProperty({ description: 'Earned and not yet paid (on hold, payable, or in a payout being processed), dollars' }) pendingPayouts!: number;
  @ApiProperty({ description: 'Paid out so far, dollars' }) paidPayouts!: number;
  @ApiProperty({ type: String, format: 'date-time', description: 'The next scheduled payout run' }) nextPayoutDate!: Date;
  @ApiProperty({ type: PayoutHistoryItemDto, isArray: true, description: 'Newest first' }) payoutHistory!: PayoutHistoryItemDto[];
  @ApiProperty({ description: 'Still in the hold after payment, dollars' }) onHold!: number;
  @ApiProperty({ description: 'Payable in the next run, dollars' }) payable!: number;
  @ApiProperty({ description: 'The smallest payout, dollars' }) minimumPayout!: number;
  @ApiProperty() hasBankingDetails!: boolean;
  @ApiProperty({ type: String, nullable: true, description: 'Why you were not paid in the last run (e.g. no banking details), or null' }) notice!: string | null;
}

export class CommissionHistoryItemDto {
  @ApiProperty({ enum: COMMISSION_ENTRY_STATUSES, nullable: true, type: String }) from!: string | null;
  @ApiProperty({ enum: COMMISSION_ENTRY_STATUSES }) to!: string;
  @ApiProperty({ example: 'hold_passed' }) reason!: string;
  @ApiProperty({ type: String, format: 'date-time' }) at!: Date;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) payoutId!: string | null;
}

export class CommissionAttributionDto {
  @ApiProperty({ enum: ['named_at_checkout', 'last_click'], description: 'named_at_checkout: the checkout named the creator; last_click: the latest click within 30 days' }) rule!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The click that attributed the order (last_click)' }) clickId!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) clickedAt!: Date | null;
  @ApiProperty({ type: Object, nullable: true, description: 'The utm parameters of that click' }) utmParams!: Record<string, string> | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The creator page credited; null for a public profile link' }) creatorId!: string | null;
}

export class CommissionOrderLineDto {
  @ApiProperty({ format: 'uuid' }) orderId!: string;
  @ApiProperty({ type: String, nullable: true, description: "The order's current status" }) orderStatus!: string | null;
  @ApiProperty({ format: 'uuid' }) orderItemId!: string;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) productId!: string | null;
  @ApiProperty() productName!: string;
  @ApiProperty({ type: String, nullable: true }) image!: string | null;
  @ApiProperty({ description: "The line's price × quantity, dollars (no fees or tax)" }) gmv!: number;
}

export class CommissionDetailDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: COMMISSION_ENTRY_KINDS }) kind!: string;
  @ApiProperty({ enum: COMMISSION_ENTRY_STATUSES }) status!: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
  @ApiProperty({ description: 'Dollars' }) amount!: number;
  @ApiProperty({ enum: CURATOR_TIERS, description: 'Your tier when the sale was made' }) tier!: string;
  @ApiProperty({ description: 'The rate applied, percent of GMV' }) rate!: number;
  @ApiProperty({ type: String, format: 'date-time', description: 'When the hold ends' }) payableAt!: Date;
  @ApiProperty({ type: String, format: 'uuid', nullable: true }) payoutId!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'For an adjustment: the paid entry it takes back' }) adjustsEntryId!: string | null;
  @ApiProperty({ type: CommissionAttributionDto }) attribution!: CommissionAttributionDto;
  @ApiProperty({ type: CommissionOrderLineDto }) orderLine!: CommissionOrderLineDto;
  @ApiProperty({ type: CommissionHistoryItemDto, isArray: true, description: 'Every status the entry had, oldest first' }) history!: CommissionHistoryItemDto[];
  @ApiProperty({ description: 'Why the amount is what it is, in words' }) explanation!: string;
}

export class CreatorLinkDto {
  @ApiProperty({ format: 'uuid' }) creatorId!: string;
  @ApiProperty() handle!: string;
  @ApiProperty({ type: String, nullable: true }) name!: string | null;
  @ApiProperty() utmCode!: string;
  @ApiProperty({ example: '/creator/mayapours?utm_source=utm_abc123', description: 'Path of the link to share (prefix with the site origin)' }) path!: string;
}

export class NextTierDto {
  @ApiProperty({ enum: CURATOR_TIERS }) tier!: string;
  @ApiProperty({ description: 'Total sales at which it is reached, dollars' }) threshold!: number;
  @ApiProperty({ description: 'Sales still needed, dollars' }) remaining!: number;
}

export class DashboardCommissionDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
  @ApiProperty() productName!: string;
  @ApiProperty({ type: String, nullable: true }) image!: string | null;
  @ApiProperty({ description: 'Dollars' }) amount!: number;
  @ApiProperty({ description: 'Dollars' }) gmv!: number;
  @ApiProperty() rate!: number;
  @ApiProperty({ enum: COMMISSION_ENTRY_STATUSES }) status!: string;
  @ApiProperty() explanation!: string;
}

export class CreatorDashboardDto {
  @ApiProperty({ enum: CURATOR_TIERS }) curatorStatus!: string;
  @ApiProperty({ description: 'Percent of GMV earned on new sales' }) commissionRate!: number;
  @ApiProperty({ description: 'Dollars' }) totalSalesGenerated!: number;
  @ApiProperty({ type: NextTierDto, nullable: true, description: 'null at Platinum' }) nextTier!: NextTierDto | null;
  @ApiProperty({ description: '0–100, from this tier’s threshold to the next' }) progressPercent!: number;
  @ApiProperty({ type: CreatorLinkDto, isArray: true }) links!: CreatorLinkDto[];
  @ApiProperty({ type: DashboardCommissionDto, isArray: true }) recentCommissions!: DashboardCommissionDto[];
}

export class LedgerDifferenceDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ description: 'Stored total, dollars' }) recorded!: number;
  @ApiProperty({ description: 'Recomputed from the ledger, dollars' }) ledger!: number;
}

export class LedgerTotalsCheckDto {
  @ApiProperty() checked!: number;
  @ApiProperty({ type: LedgerDifferenceDto, isArray: true }) differences!: LedgerDifferenceDto[];
}

export class LedgerCheckDto {
  @ApiProperty({ description: 'True when every stored total equals its recomputation' }) ok!: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) checkedAt!: Date;
  @ApiProperty({ type: LedgerTotalsCheckDto, description: "users' totalSalesGenerated" }) userSales!: LedgerTotalsCheckDto;
  @ApiProperty({ type: LedgerTotalsCheckDto, description: "creators' totalEarnings" }) creatorEarnings!: LedgerTotalsCheckDto;
  @ApiProperty() orderAttributionMatches!: boolean;
  @ApiProperty() salesAttributionMatches!: boolean;
}
