import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { ListCommissionAccountsQuery } from '../../../../commissions';
import { ListUsersForAdminQuery } from '../../../../identity';
import type { Page } from '../../ports/back-office-store.port';
import { AdminUserListRow, ListAdminUsersQuery } from './list-admin-users.query';

@QueryHandler(ListAdminUsersQuery)
export class ListAdminUsersHandler implements IQueryHandler<ListAdminUsersQuery, Page<AdminUserListRow>> {
  constructor(private readonly queryBus: QueryBus) {}

  async execute({ filter }: ListAdminUsersQuery): Promise<Page<AdminUserListRow>> {
    const users = await this.queryBus.execute(new ListUsersForAdminQuery(filter));
    const accounts = await this.queryBus.execute(new ListCommissionAccountsQuery(users.items.map((user) => user.id)));
    return {
      total: users.total,
      items: users.items.map((user, index) => ({
        id: user.id,
        username: user.username,
        email: user.email,
        role: user.role,
        curatorStatus: accounts[index].tier,
        commissionRate: accounts[index].commissionRate,
        totalSalesGeneratedCents: accounts[index].totalSalesGeneratedCents,
        ageVerified: user.ageVerified,
        active: user.deactivatedAt === null,
        createdAt: user.createdAt,
      })),
    };
  }
}
