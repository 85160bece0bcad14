import { Query } from '@nestjs/cqrs';
import type { CreatorDashboard } from './get-creator-dashboard.handler';

/** What /dashboard shows beyond the sales figures: tier and progress, the creator's links, recent commissions explained. */
export class GetCreatorDashboardQuery extends Query<CreatorDashboard> {
  constructor(readonly userId: string) {
    super();
  }
}
