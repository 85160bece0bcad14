import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { USER_ACCOUNTS, UserAccounts } from '../../ports/user-accounts.port';
import { FindUserIdByUsernameQuery } from './find-user-id-by-username.query';

@QueryHandler(FindUserIdByUsernameQuery)
export class FindUserIdByUsernameHandler implements IQueryHandler<FindUserIdByUsernameQuery, string | null> {
  constructor(@Inject(USER_ACCOUNTS) private readonly accounts: UserAccounts) {}

  execute({ username }: FindUserIdByUsernameQuery): Promise<string | null> {
    return this.accounts.findIdByUsername(username);
  }
}
