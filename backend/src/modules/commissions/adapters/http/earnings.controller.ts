import { Controller, Get, Res, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { Response } from 'express';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { centsToDollars } from '../../../../shared/domain/money';
import { ApiDomainErrors, ApiRoles, ApiSignedIn } from '../../../../shared/infrastructure/http/api-docs';
import { CommissionNotFoundError } from '../../domain/commission-entry';
import { malformedId, UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { CurrentUser, Roles, RolesGuard, SignedInGuard, SignedInUser } from '../../../identity';
import { commissionPercentFor } from '../../domain/curator-tier';
import { GetCommissionQuery } from '../../application/queries/get-commission/get-commission.query';
import { GetCreatorDashboardQuery } from '../../application/queries/get-creator-dashboard/get-creator-dashboard.query';
import { GetPayoutsQuery } from '../../application/queries/get-payouts/get-payouts.query';
import { GetSalesAnalyticsQuery } from '../../application/queries/get-sales-analytics/get-sales-analytics.query';
import { GetSalesAnalyticsRevisionQuery } from '../../application/queries/get-sales-analytics-revision/get-sales-analytics-revision.query';
import type { SalesFigures } from '../../application/ports/earnings-read-model.port';
import { CommissionDetailDto, CreatorDashboardDto, PayoutsDto, SalesAnalyticsDto } from './dto/earnings.dto';
import { sendSalesAnalytics } from './cached-sales-analytics.middleware';
import { SalesAnalyticsCache } from './sales-analytics-cache';

/** What a signed-in user earns through their links. */
@ApiTags('Earnings')
@ApiSignedIn()
@UseGuards(SignedInGuard)
@Controller('user')
export class EarningsController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly analytics: SalesAnalyticsCache,
  ) {}

  /** Sales and earnings from the commission ledger, with 30-day clicks, conversion and a daily series for the chart. */
  @Get('sales-analytics')
  @ApiOperation({
    summary: 'Your sales and earnings through your links',
    description:
      'Your attributed sales and commission from the commission ledger (refunds deducted), the 10 newest commission entries, visits, orders, sales, earnings and conversion over the last 30 days, a daily series of the last 30 UTC days for the chart and up to 5 top products. Changes nothing. Not paged: the lists are capped as stated.',
  })
  @ApiOkResponse({ type: SalesAnalyticsDto })
  async getSalesAnalytics(@CurrentUser() user: SignedInUser, @Res() response: Response): Promise<void> {
    // The revision is read first: figures read after it are at least as new, and are served again only
    // while it has not moved (docs/performance.md, Ledger).
    const revision = await this.queryBus.execute(new GetSalesAnalyticsRevisionQuery(user.id));
    const page = await this.analytics.get(user.id, revision, async () => ({
      json: JSON.stringify(toSalesAnalyticsDto(await this.queryBus.execute(new GetSalesAnalyticsQuery(user.id)))),
      total: 0,
    }));
    sendSalesAnalytics(response, page);
  }

  /** Balances, the next payout date and the payout history, in dollars. */
  @Get('payouts')
  @ApiOperation({
    summary: 'Your balances, next payout date and payout history',
    description:
      'What you have on hold, payable and paid out (dollars), the next scheduled payout run, the minimum payout, whether banking details are on file, why the last run skipped you (if it did) and your payouts, newest first. Changes nothing. Not paged.',
  })
  @ApiOkResponse({ type: PayoutsDto })
  async getPayouts(@CurrentUser() user: SignedInUser): Promise<PayoutsDto> {
    const view = await this.queryBus.execute(new GetPayoutsQuery(user.id));
    return {
      pendingPayouts: centsToDollars(view.onHoldCents + view.payableCents + view.inPayoutCents),
      paidPayouts: centsToDollars(view.paidCents),
      nextPayoutDate: view.nextPayoutDate,
      payoutHistory: view.history.map((payout) => ({
        id: payout.id,
        description: `Weekly payout for ${payout.period} (${payout.entryCount} ${payout.entryCount === 1 ? 'commission' : 'commissions'})`,
        date: payout.finishedAt ?? payout.createdAt,
        amount: centsToDollars(payout.amountCents),
        status: payout.status,
        failureReason: payout.failureReason,
      })),
      onHold: centsToDollars(view.onHoldCents),
      payable: centsToDollars(view.payableCents),
      minimumPayout: centsToDollars(view.minimumPayoutCents),
      hasBankingDetails: view.hasBankingDetails,
      notice: view.notice,
    };
  }

  /** One of your commission entries explained: who attributed it and by which rule, the tier and rate then, the order line and every status it had. */
  @Get('commissions/:commissionId')
  @ApiOperation({
    summary: 'One of your commission entries, explained',
    description:
      "One commission entry of yours: which attribution rule credited you (and the click, if any), your tier and rate then, the order line it comes from, every status it had and why the amount is what it is. Another user's entry answers 404 as if it did not exist. Changes nothing.",
  })
  @ApiOkResponse({ type: CommissionDetailDto })
  @ApiDomainErrors(malformedId('commissionId', 'a commission id'), new CommissionNotFoundError())
  async getCommission(@CurrentUser() user: SignedInUser, @UuidParam('commissionId', 'a commission id') commissionId: string): Promise<CommissionDetailDto> {
    const entry = await this.queryBus.execute(new GetCommissionQuery(user.id, commissionId));
    return {
      id: entry.id,
      kind: entry.kind,
      status: entry.status,
      createdAt: entry.createdAt,
      amount: centsToDollars(entry.amountCents),
      tier: entry.tier,
      rate: entry.ratePercent,
      payableAt: entry.payableAt,
      standing: entry.standing,
      standingText: entry.standingText,
      payoutId: entry.payoutId,
      adjustsEntryId: entry.adjustsEntryId,
      attribution: { rule: entry.attributionRule, clickId: entry.clickId, clickedAt: entry.clickedAt, utmParams: entry.clickUtmParams, creatorId: entry.creatorId },
      orderLine: {
        orderId: entry.orderId,
        orderStatus: entry.orderStatus,
        orderItemId: entry.orderItemId,
        productId: entry.productId,
        productName: entry.productName,
        image: entry.productImage,
        gmv: centsToDollars(entry.gmvCents),
      },
      history: entry.history,
      shipment: entry.shipment ? { id: entry.shipment.id, status: entry.shipment.status, timeline: entry.shipment.timeline } : null,
      explanation: entry.explanation,
    };
  }

  /** The creator dashboard: tier and progress to the next threshold, your links with their utm codes, recent commissions explained. Role creator only. */
  @Get('creator-dashboard')
  @UseGuards(RolesGuard)
  @Roles('creator')
  @ApiRoles('creator')
  @ApiOperation({
    summary: 'Your creator dashboard: tier, links and recent commissions',
    description:
      'Your curator tier and commission rate, total sales and progress to the next tier threshold, your creator links with their utm codes (paths to share) and your recent commissions, each explained. Changes nothing. Not paged.',
  })
  @ApiOkResponse({ type: CreatorDashboardDto })
  async getCreatorDashboard(@CurrentUser() user: SignedInUser): Promise<CreatorDashboardDto> {
    const dashboard = await this.queryBus.execute(new GetCreatorDashboardQuery(user.id));
    return {
      curatorStatus: dashboard.tier,
      commissionRate: commissionPercentFor(dashboard.tier),
      totalSalesGenerated: centsToDollars(dashboard.totalSalesCents),
      nextTier: dashboard.nextTier
        ? { tier: dashboard.nextTier.tier, threshold: centsToDollars(dashboard.nextTier.thresholdCents), remaining: centsToDollars(dashboard.nextTier.remainingCents) }
        : null,
      progressPercent: dashboard.progressPercent,
      links: dashboard.pages.map((page) => ({
        creatorId: page.id,
        handle: page.handle,
        name: page.name,
        utmCode: page.utmCode,
        published: page.published,
        path: `/creator/${encodeURIComponent(page.handle)}?utm_source=${encodeURIComponent(page.utmCode)}`,
      })),
      recentCommissions: dashboard.recentCommissions.map((entry) => ({
        id: entry.id,
        createdAt: entry.createdAt,
        productName: entry.productName,
        image: entry.productImage,
        amount: centsToDollars(entry.amountCents),
        gmv: centsToDollars(entry.gmvCents),
        rate: entry.ratePercent,
        status: entry.status,
        standing: entry.standing,
        standingText: entry.standingText,
        explanation: entry.explanation,
      })),
    };
  }
}

function toSalesAnalyticsDto(figures: SalesFigures): SalesAnalyticsDto {
  return {
    totalSalesGenerated: centsToDollars(figures.totalSalesCents),
    totalEarnings: centsToDollars(figures.totalEarningsCents),
    successfulReferrals: figures.successfulReferrals,
    profileViews: figures.profileViews,
    recentTransactions: figures.recent.map((entry) => ({
      id: entry.id,
      createdAt: entry.createdAt,
      commission: centsToDollars(entry.amountCents),
      status: entry.status,
      standing: entry.standing,
      standingText: entry.standingText,
      product: { name: entry.productName, image: entry.productImage },
    })),
    clicks: figures.clicks30d,
    conversionRate: figures.clicks30d === 0 ? 0 : Math.round((figures.orders30d / figures.clicks30d) * 1000) / 10,
    orders30d: figures.orders30d,
    sales30d: centsToDollars(figures.sales30dCents),
    earnings30d: centsToDollars(figures.earnings30dCents),
    daily: figures.daily.map((day) => ({ date: day.date, sales: centsToDollars(day.salesCents), earnings: centsToDollars(day.earningsCents), orders: day.orders })),
    topProducts: figures.topProducts.map((product) => ({ productId: product.productId, name: product.name, image: product.image, sales: centsToDollars(product.salesCents), earnings: centsToDollars(product.earningsCents), orders: product.orders })),
  };
}
