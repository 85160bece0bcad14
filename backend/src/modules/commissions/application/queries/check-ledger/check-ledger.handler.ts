import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { GetCreatorEarningsQuery } from '../../../../curation';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { EARNINGS_READ_MODEL, EarningsReadModel } from '../../ports/earnings-read-model.port';
import { CheckLedgerQuery, LedgerDifference, LedgerCheck } from './check-ledger.query';



@QueryHandler(CheckLedgerQuery)
export class CheckLedgerHandler implements IQueryHandler<CheckLedgerQuery, LedgerCheck> {
  constructor(
    @Inject(EARNINGS_READ_MODEL) private readonly readModel: EarningsReadModel,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly queryBus: QueryBus,
  ) {}

  async execute(): Promise<LedgerCheck> {
    const [totals, creatorTotals] = await Promise.all([this.readModel.ledgerTotals(), this.queryBus.execute(new GetCreatorEarningsQuery())]);
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
}
