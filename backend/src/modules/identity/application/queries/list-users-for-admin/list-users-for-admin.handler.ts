import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AdminUserRow, USER_ACCOUNTS, UserAccounts } from '../../ports/user-accounts.port';
import { ListUsersForAdminQuery } from './list-users-for-admin.query';

@QueryHandler(ListUsersForAdminQuery)
export class ListUsersForAdminHandler implements IQueryHandler<ListUsersForAdminQuery, { items: AdminUserRow[]; total: number }> {
  constructor(@Inject(USER_ACCOUNTS) private readonly accounts: UserAccounts) {}

  execute({ filter }: ListUsersForAdminQuery): Promise<{ items: AdminUserRow[]; total: number }> {
    return this.accounts.listForAdmin({ ...filter, search: filter.search?.trim() || undefined });
  }
}
