import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { SIGNUP_USER_TYPES } from '../../../domain/signup';
import type { Page, SignupRow } from '../../ports/back-office-store.port';
import { ListSignupsQuery } from './list-signups.query';

const SIGNUP_PAGE = sqlStatement(
  'admin.signup-page',
  'select id, name, email, user_type, created_at from signups order by created_at desc, id desc limit $1 offset $2',
  z
    .object({ id: z.string(), name: z.string(), email: z.string(), user_type: z.enum(SIGNUP_USER_TYPES), created_at: z.date() })
    .transform((row): SignupRow => ({ id: row.id, name: row.name, email: row.email, userType: row.user_type, createdAt: row.created_at })),
);

const SIGNUP_COUNT = sqlStatement('admin.signup-count', 'select count(*) as total from signups', z.object({ total: z.coerce.number() }));

@QueryHandler(ListSignupsQuery)
export class ListSignupsHandler implements IQueryHandler<ListSignupsQuery, Page<SignupRow>> {
  constructor(private readonly sql: Sql) {}

  async execute({ page: { limit, offset } }: ListSignupsQuery): Promise<Page<SignupRow>> {
    const [items, { total }] = await Promise.all([this.sql.rows(SIGNUP_PAGE, [limit, offset]), this.sql.one(SIGNUP_COUNT)]);
    return { total, items };
  }
}
