import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { CountUsersQuery } from './count-users.query';

const USER_COUNT = sqlStatement('identity.user-count', 'select count(*)::int as n from users', z.object({ n: z.number() }));

@QueryHandler(CountUsersQuery)
export class CountUsersHandler implements IQueryHandler<CountUsersQuery, number> {
  constructor(private readonly sql: Sql) {}

  async execute(): Promise<number> {
    return (await this.sql.one(USER_COUNT)).n;
  }
}
