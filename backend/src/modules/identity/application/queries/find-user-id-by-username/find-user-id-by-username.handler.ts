import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { FindUserIdByUsernameQuery } from './find-user-id-by-username.query';

const USER_ID_BY_USERNAME = sqlStatement('identity.user-id-by-username', 'select id from users where username = $1', z.object({ id: z.string() }));

@QueryHandler(FindUserIdByUsernameQuery)
export class FindUserIdByUsernameHandler implements IQueryHandler<FindUserIdByUsernameQuery, string | null> {
  constructor(private readonly sql: Sql) {}

  async execute({ username }: FindUserIdByUsernameQuery): Promise<string | null> {
    return (await this.sql.maybeOne(USER_ID_BY_USERNAME, [username]))?.id ?? null;
  }
}
