import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetCreatorEarningsQuery } from '../../../../curation';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { Sql } from '../../../../../shared/application/sql';
import type { LedgerTotals } from '../../ports/earnings-read-model.port';
import { CheckLedgerQuery, LedgerDifference, LedgerCheck } from './check-ledger.query';
import { ATTRIBUTION_TOTALS, CREATOR_LEDGER_EARNINGS, DAILY_TOTALS_CHECKED, DAILY_TOTALS_DIFFERENCES, USER_SALES } from './ledger-totals.sql';

@QueryHandler(CheckLedgerQuery)
export class CheckLedgerHandler implements IQueryHandler<CheckLedgerQuery, LedgerCheck> {
  constructor(
    private readonly sql: Sql,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(): Promise<LedgerCheck> {
    const [totals, creatorTotals] = await Promise.all([this.ledgerTotals(), this.queryBus.execute(new GetCreatorEarningsQuery())]);
    const userDifferences = totals.users
      .filter((user) => user.recordedSalesCents !== user.ledgerSalesCents)
      .map((user) => ({ id: user.userId, recordedCents: user.recordedSalesCents, ledgerCents: user.ledgerSalesCents }));
    const creatorDifferences: LedgerDifference[] = [];
    for (const [creatorId, recorded] of creatorTotals) {
      const ledger = totals.creatorLedgerEarnings.get(creatorId) ?? 0;
      if (recorded !== ledger) creatorDifferences.push({ id: creatorId, recordedCents: recorded, ledgerCents: ledger });
    }
    const a = totals.attribution;
    const orderAttributionMatches = a.attributionGmvCents === a.ledgerGmvCents && a.attributionCommissionCents === a.ledgerCommissionCents;
    const salesAttributionMatches = a.salesAttributionGmvCents === a.salesAttributionLedgerGmvCents && a.salesAttributionCommissionCents === a.salesAttributionLedgerCommissionCents;
    return {
      ok: userDifferences.length === 0 && creatorDifferences.length === 0 && orderAttributionMatches && salesAttributionMatches && totals.dailyTotals.differences.length === 0,
      checkedAt: this.clock.now(),
      userSales: { checked: totals.users.length, differences: userDifferences },
      creatorEarnings: { checked: creatorTotals.size, differences: creatorDifferences },
      attribution: { orderAttributionMatches, salesAttributionMatches, figures: { ...a } },
      dailyTotals: totals.dailyTotals,
    };
  }

  private async ledgerTotals(): Promise<LedgerTotals> {
    const [users, creators, a, differences, { checked }] = await Promise.all([
      this.sql.rows(USER_SALES),
      this.sql.rows(CREATOR_LEDGER_EARNINGS),
      this.sql.one(ATTRIBUTION_TOTALS),
      this.sql.rows(DAILY_TOTALS_DIFFERENCES),
      this.sql.one(DAILY_TOTALS_CHECKED),
    ]);
    return {
      users: users.map((row) => ({ userId: row.user_id, recordedSalesCents: row.recorded, ledgerSalesCents: row.ledger })),
      creatorLedgerEarnings: new Map(creators.map((row) => [row.creator_id, row.earnings])),
      attribution: {
        attributionGmvCents: a.attribution_gmv,
        ledgerGmvCents: a.ledger_gmv,
        attributionCommissionCents: a.attribution_commission,
        ledgerCommissionCents: a.ledger_commission,
        salesAttributionGmvCents: a.sales_gmv,
        salesAttributionCommissionCents: a.sales_commission,
        salesAttributionLedgerGmvCents: a.sales_ledger_gmv,
        salesAttributionLedgerCommissionCents: a.sales_ledger_commission,
      },
      dailyTotals: {
        checked,
        differences: differences.map((row) => ({
          userId: row.user_id,
          day: row.day,
          scope: row.scope,
          stored: { salesCents: row.s_sales, earningsCents: row.s_earnings, orders: row.s_orders, clicks: row.s_clicks, linkClicks: row.s_link_clicks },
          ledger: { salesCents: row.l_sales, earningsCents: row.l_earnings, orders: row.l_orders, clicks: row.l_clicks, linkClicks: row.l_link_clicks },
        })),
      },
    };
  }
}
