import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../../../../shared/application/sql';
import type { AccountView } from '../../ports/user-accounts.port';
import { ACTIVE_ACCOUNT } from '../account-views';
import { GetCurrentUserQuery } from './get-current-user.query';

@QueryHandler(GetCurrentUserQuery)
export class GetCurrentUserHandler implements IQueryHandler<GetCurrentUserQuery, AccountView | null> {
  constructor(private readonly sql: Sql) {}

  async execute({ userId }: GetCurrentUserQuery): Promise<AccountView | null> {
    return (await this.sql.maybeOne(ACTIVE_ACCOUNT, [userId])) ?? null;
  }
}
