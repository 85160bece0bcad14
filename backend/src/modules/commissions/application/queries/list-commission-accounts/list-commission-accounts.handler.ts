import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CommissionAccount, defaultCommissionAccount } from '../../../domain/commission-account';
import { COMMISSION_ACCOUNTS, CommissionAccounts } from '../../ports/commission-accounts.port';
import { ListCommissionAccountsQuery } from './list-commission-accounts.query';

@QueryHandler(ListCommissionAccountsQuery)
export class ListCommissionAccountsHandler implements IQueryHandler<ListCommissionAccountsQuery, CommissionAccount[]> {
  constructor(@Inject(COMMISSION_ACCOUNTS) private readonly accounts: CommissionAccounts) {}

  async execute({ userIds }: ListCommissionAccountsQuery): Promise<CommissionAccount[]> {
    const found = new Map((await this.accounts.findMany(userIds)).map((account) => [account.userId, account]));
    return userIds.map((userId) => found.get(userId) ?? defaultCommissionAccount(userId));
  }
}
