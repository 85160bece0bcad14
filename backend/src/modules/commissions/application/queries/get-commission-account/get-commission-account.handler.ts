import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { CommissionAccount, defaultCommissionAccount } from '../../../domain/commission-account';
import { COMMISSION_ACCOUNTS, CommissionAccounts } from '../../ports/commission-accounts.port';
import { GetCommissionAccountQuery } from './get-commission-account.query';

@QueryHandler(GetCommissionAccountQuery)
export class GetCommissionAccountHandler implements IQueryHandler<GetCommissionAccountQuery, CommissionAccount> {
  constructor(@Inject(COMMISSION_ACCOUNTS) private readonly accounts: CommissionAccounts) {}

  async execute({ userId }: GetCommissionAccountQuery): Promise<CommissionAccount> {
    return (await this.accounts.find(userId)) ?? defaultCommissionAccount(userId);
  }
}
