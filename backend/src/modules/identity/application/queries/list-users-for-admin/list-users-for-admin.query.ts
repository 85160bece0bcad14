import { Query } from '@nestjs/cqrs';
import type { UserRole } from '../../../domain/user-role';

/** A row of the admin Users table: identity's half (commissions adds tier and revenue). */
export interface AdminUserRow {
  id: string;
  username: string;
  email: string | null;
  role: UserRole;
  ageVerified: boolean;
  deactivatedAt: Date | null;
  createdAt: Date;
}

export interface AdminUserFilter {
  /** Part of the username or email, without letter case. */
  search?: string;
  role?: UserRole;
  limit: number;
  offset: number;
}

/** The admin Users table's identity half, paged on the server: newest first, with the total matching the filter. */
export class ListUsersForAdminQuery extends Query<{ items: AdminUserRow[]; total: number }> {
  constructor(readonly filter: AdminUserFilter) {
    super();
  }
}
