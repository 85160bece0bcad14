import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { USER_ACCOUNTS, UserAccounts } from '../../ports/user-accounts.port';
import { CountUsersQuery } from './count-users.query';

@QueryHandler(CountUsersQuery)
export class CountUsersHandler implements IQueryHandler<CountUsersQuery, number> {
  constructor(@Inject(USER_ACCOUNTS) private readonly accounts: UserAccounts) {}

  execute(): Promise<number> {
    return this.accounts.count();
  }
}
