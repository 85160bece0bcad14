import { Query } from '@nestjs/cqrs';
import type { Cents } from '../../../../../shared/domain/money';
import type { OwnedCreatorPage } from '../../../../curation';
import type { CuratorTier } from '../../../domain/curator-tier';
import type { RecentCommission } from '../../ports/earnings-read-model.port';

/** What /dashboard shows beyond the sales figures: tier and progress, the creator's links, recent commissions explained. */
export class GetCreatorDashboardQuery extends Query<CreatorDashboard> {
  constructor(readonly userId: string) {
    super();
  }
}

export interface CreatorDashboard {
  tier: CuratorTier;
  commissionRate: number;
  totalSalesCents: Cents;
  nextTier: { tier: CuratorTier; thresholdCents: Cents; remainingCents: Cents } | null;
  /** 0–100: progress from the current tier's threshold to the next one. */
  progressPercent: number;
  pages: OwnedCreatorPage[];
  recentCommissions: (RecentCommission & { explanation: string })[];
}
