import { Query } from '@nestjs/cqrs';
import type { CuratorTier } from '../../../../commissions';
import type { UserRole } from '../../../../identity';
import type { Page } from '../../ports/back-office-store.port';

export interface AdminUserListRow {
  id: string;
  username: string;
  email: string | null;
  role: UserRole;
  curatorStatus: CuratorTier;
  commissionRate: number;
  totalSalesGeneratedCents: number;
  ageVerified: boolean;
  active: boolean;
  createdAt: Date;
}

/** The Users tab: identity's accounts (paged, searched, by role) with commissions' tier and revenue. */
export class ListAdminUsersQuery extends Query<Page<AdminUserListRow>> {
  constructor(readonly filter: { search?: string; role?: UserRole; limit: number; offset: number }) {
    super();
  }
}
