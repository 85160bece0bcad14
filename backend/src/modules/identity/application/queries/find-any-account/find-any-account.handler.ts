import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql } from '../../../../../shared/application/sql';
import type { AccountView } from '../../ports/user-accounts.port';
import { ANY_ACCOUNT } from '../account-views';
import { FindAnyAccountQuery } from './find-any-account.query';

@QueryHandler(FindAnyAccountQuery)
export class FindAnyAccountHandler implements IQueryHandler<FindAnyAccountQuery, (AccountView & { deactivatedAt: Date | null }) | null> {
  constructor(private readonly sql: Sql) {}

  async execute({ userId }: FindAnyAccountQuery): Promise<(AccountView & { deactivatedAt: Date | null }) | null> {
    return (await this.sql.maybeOne(ANY_ACCOUNT, [userId])) ?? null;
  }
}
