import { Query } from '@nestjs/cqrs';
import type { AdminUserFilter, AdminUserRow } from '../../ports/user-accounts.port';

/** The admin Users table's identity half, paged on the server. */
export class ListUsersForAdminQuery extends Query<{ items: AdminUserRow[]; total: number }> {
  constructor(readonly filter: AdminUserFilter) {
    super();
  }
}
