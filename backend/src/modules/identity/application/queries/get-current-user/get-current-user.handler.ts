import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AccountView, USER_ACCOUNTS, UserAccounts } from '../../ports/user-accounts.port';
import { GetCurrentUserQuery } from './get-current-user.query';

@QueryHandler(GetCurrentUserQuery)
export class GetCurrentUserHandler implements IQueryHandler<GetCurrentUserQuery, AccountView | null> {
  constructor(@Inject(USER_ACCOUNTS) private readonly accounts: UserAccounts) {}

  execute({ userId }: GetCurrentUserQuery): Promise<AccountView | null> {
    return this.accounts.findById(userId);
  }
}
