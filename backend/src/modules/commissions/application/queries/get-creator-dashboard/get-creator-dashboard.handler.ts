import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ListOwnedCreatorPagesQuery } from '../../../../curation';
import { defaultCommissionAccount } from '../../../domain/commission-account';
import { explainCommission } from '../../../domain/commission-explanation';
import { CURATOR_TIER_DEFINITIONS, nextTier } from '../../../domain/curator-tier';
import { COMMISSION_ACCOUNTS, CommissionAccounts } from '../../ports/commission-accounts.port';
import { EARNINGS_READ_MODEL, EarningsReadModel } from '../../ports/earnings-read-model.port';
import { GetCreatorDashboardQuery, CreatorDashboard } from './get-creator-dashboard.query';


@QueryHandler(GetCreatorDashboardQuery)
export class GetCreatorDashboardHandler implements IQueryHandler<GetCreatorDashboardQuery, CreatorDashboard> {
  constructor(
    @Inject(COMMISSION_ACCOUNTS) private readonly accounts: CommissionAccounts,
    @Inject(EARNINGS_READ_MODEL) private readonly readModel: EarningsReadModel,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ userId }: GetCreatorDashboardQuery): Promise<CreatorDashboard> {
    const [account, pages, recent] = await Promise.all([
      this.accounts.find(userId).then((found) => found ?? defaultCommissionAccount(userId)),
      this.queryBus.execute(new ListOwnedCreatorPagesQuery(userId)),
      this.readModel.recentCommissions(userId, 10),
    ]);
    const next = nextTier(account.tier);
    const floor = CURATOR_TIER_DEFINITIONS[account.tier].minimumSalesCents;
    const nextThreshold = next ? CURATOR_TIER_DEFINITIONS[next].minimumSalesCents : null;
    const progressPercent =
      nextThreshold === null ? 100 : Math.max(0, Math.min(100, Math.floor(((account.totalSalesGeneratedCents - floor) / (nextThreshold - floor)) * 100)));
    return {
      tier: account.tier,
      commissionRate: account.commissionRate,
      totalSalesCents: account.totalSalesGeneratedCents,
      nextTier: next && nextThreshold !== null ? { tier: next, thresholdCents: nextThreshold, remainingCents: Math.max(0, nextThreshold - account.totalSalesGeneratedCents) } : null,
      progressPercent,
      pages,
      recentCommissions: recent.map((entry) => ({ ...entry, explanation: explainCommission({ ...entry, clickedAt: null }) })),
    };
  }
}
