import { Controller, Get, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { centsToDollars } from '../../../../shared/domain/money';
import { ApiRoles } from '../../../../shared/infrastructure/http/api-docs';
import { Roles, RolesGuard, SignedInGuard } from '../../../identity';
import { CheckLedgerQuery } from '../../application/queries/check-ledger/check-ledger.query';
import type { LedgerDifference } from '../../application/queries/check-ledger/check-ledger.query';
import type { DailyTotalsDifference } from '../../application/ports/earnings-read-model.port';
import { LedgerCheckDto } from './dto/earnings.dto';

/** The recomputation check: every stored total recomputed from the commission ledger. Admins only. */
@ApiTags('Admin')
@ApiRoles('admin')
@Controller('admin/ledger')
@UseGuards(SignedInGuard, RolesGuard)
@Roles('admin')
export class AdminLedgerController {
  constructor(private readonly queryBus: QueryBus) {}

  /** Recomputes users' totalSalesGenerated, creators' totalEarnings, the attribution tables and the daily rollups from the ledger and lists every difference. */
  @Get('check')
  @ApiOperation({
    summary: 'Check the stored earnings totals against the commission ledger',
    description:
      "Recomputes every user's totalSalesGenerated, every creator's totalEarnings, the order and sales attribution tables and the daily rollups behind the sales analytics from the commission ledger (and the click log), and lists each stored total that differs (stored and recomputed, in dollars); ok is true when nothing differs. Changes nothing: it only reports, it repairs nothing. Not paged: every user and creator is checked on each call.",
  })
  @ApiOkResponse({ type: LedgerCheckDto })
  async checkLedger(): Promise<LedgerCheckDto> {
    const check = await this.queryBus.execute(new CheckLedgerQuery());
    const figures = (day: DailyTotalsDifference['stored']) => ({ sales: centsToDollars(day.salesCents), earnings: centsToDollars(day.earningsCents), orders: day.orders, clicks: day.clicks, linkClicks: day.linkClicks });
    const differences = (list: LedgerDifference[]) => list.map((item) => ({ id: item.id, recorded: centsToDollars(item.recordedCents), ledger: centsToDollars(item.ledgerCents) }));
    return {
      ok: check.ok,
      checkedAt: check.checkedAt,
      userSales: { checked: check.userSales.checked, differences: differences(check.userSales.differences) },
      creatorEarnings: { checked: check.creatorEarnings.checked, differences: differences(check.creatorEarnings.differences) },
      orderAttributionMatches: check.attribution.orderAttributionMatches,
      salesAttributionMatches: check.attribution.salesAttributionMatches,
      dailyTotals: {
        checked: check.dailyTotals.checked,
        differences: check.dailyTotals.differences.map((item) => ({ userId: item.userId, day: item.day, scope: item.scope, stored: figures(item.stored), ledger: figures(item.ledger) })),
      },
    };
  }
}
