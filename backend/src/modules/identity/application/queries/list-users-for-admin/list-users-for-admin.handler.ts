import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { ACCOUNT_COLUMNS, ACCOUNT_ROW } from '../account-views';
import { AdminUserRow, ListUsersForAdminQuery } from './list-users-for-admin.query';

const TOTAL_ROW = z.object({ total: z.coerce.number() });

@QueryHandler(ListUsersForAdminQuery)
export class ListUsersForAdminHandler implements IQueryHandler<ListUsersForAdminQuery, { items: AdminUserRow[]; total: number }> {
  constructor(private readonly sql: Sql) {}

  async execute({ filter: { search: typed, role, limit, offset } }: ListUsersForAdminQuery): Promise<{ items: AdminUserRow[]; total: number }> {
    const search = typed?.trim() || undefined;
    const conditions: string[] = [];
    const values: unknown[] = [];
    if (search) {
      const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      conditions.push(`(lower(username) like $${values.push(pattern)} or lower(coalesce(email, '')) like $${values.push(pattern)})`);
    }
    if (role) conditions.push(`role = $${values.push(role)}`);
    const where = conditions.length ? `where ${conditions.join(' and ')}` : '';
    const { total } = await this.sql.one(sqlStatement('identity.admin-user-count', `select count(*) as total from users ${where}`, TOTAL_ROW), values);
    const items = await this.sql.rows(
      sqlStatement(
        'identity.admin-user-page',
        `select ${ACCOUNT_COLUMNS} from users ${where} order by created_at desc, id desc limit $${values.push(limit)} offset $${values.push(offset)}`,
        ACCOUNT_ROW,
      ),
      values,
    );
    return { total, items };
  }
}
