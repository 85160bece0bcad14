import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AccountView, USER_ACCOUNTS, UserAccounts } from '../../ports/user-accounts.port';
import { FindAnyAccountQuery } from './find-any-account.query';

@QueryHandler(FindAnyAccountQuery)
export class FindAnyAccountHandler implements IQueryHandler<FindAnyAccountQuery, (AccountView & { deactivatedAt: Date | null }) | null> {
  constructor(@Inject(USER_ACCOUNTS) private readonly accounts: UserAccounts) {}

  execute({ userId }: FindAnyAccountQuery): Promise<(AccountView & { deactivatedAt: Date | null }) | null> {
    return this.accounts.findAnyById(userId);
  }
}
