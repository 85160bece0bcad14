import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { ListOwnedCreatorPagesQuery } from '../../../../curation';
import { defaultCommissionAccount } from '../../../domain/commission-account';
import { explainCommission } from '../../../domain/commission-explanation';
import { CURATOR_TIER_DEFINITIONS, nextTier } from '../../../domain/curator-tier';
import { COMMISSION_ACCOUNTS, CommissionAccounts } from '../../ports/commission-accounts.port';
import { RECENT_COLUMNS, RECENT_COMMISSION_ROW } from '../recent-commission-row';
import { GetCreatorDashboardQuery, CreatorDashboard } from './get-creator-dashboard.query';

/** `$1` the user: their ten latest ledger entries, newest first. */
const RECENT_COMMISSIONS = sqlStatement(
  'commissions.recent-commissions',
  `select ${RECENT_COLUMNS} from commission_entries e left join catalog_products_v p on p.id = e.product_id
    where e.user_id = $1 order by e.created_at desc, e.id desc limit 10`,
  RECENT_COMMISSION_ROW,
  { prepared: true },
);

@QueryHandler(GetCreatorDashboardQuery)
export class GetCreatorDashboardHandler implements IQueryHandler<GetCreatorDashboardQuery, CreatorDashboard> {
  constructor(
    @Inject(COMMISSION_ACCOUNTS) private readonly accounts: CommissionAccounts,
    private readonly sql: Sql,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ userId }: GetCreatorDashboardQuery): Promise<CreatorDashboard> {
    const [account, pages, recent] = await Promise.all([
      this.accounts.find(userId).then((found) => found ?? defaultCommissionAccount(userId)),
      this.queryBus.execute(new ListOwnedCreatorPagesQuery(userId)),
      this.sql.rows(RECENT_COMMISSIONS, [userId]),
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
