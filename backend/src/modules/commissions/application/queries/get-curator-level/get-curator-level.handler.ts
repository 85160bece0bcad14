import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { defaultCommissionAccount } from '../../../domain/commission-account';
import { CuratorLevelProgress, curatorLevelProgress } from '../../../domain/curator-level-progress';
import { COMMISSION_ACCOUNTS, CommissionAccounts } from '../../ports/commission-accounts.port';
import { GetCuratorLevelQuery } from './get-curator-level.query';

@QueryHandler(GetCuratorLevelQuery)
export class GetCuratorLevelHandler implements IQueryHandler<GetCuratorLevelQuery, CuratorLevelProgress> {
  constructor(@Inject(COMMISSION_ACCOUNTS) private readonly accounts: CommissionAccounts) {}

  async execute({ userId }: GetCuratorLevelQuery): Promise<CuratorLevelProgress> {
    const account = (await this.accounts.find(userId)) ?? defaultCommissionAccount(userId);
    return curatorLevelProgress(account.tier, account.commissionRate, account.totalSalesGeneratedCents);
  }
}
