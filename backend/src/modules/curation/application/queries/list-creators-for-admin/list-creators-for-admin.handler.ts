import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { AdminCreatorView, ListCreatorsForAdminQuery } from './list-creators-for-admin.query';

const ADMIN_CREATOR_ROW: z.ZodType<AdminCreatorView> = z.object({
  id: z.string(),
  handle: z.string(),
  name: z.string().nullable(),
  followers: z.number(),
  rating: z.number().nullable(),
  totalEarningsCents: z.coerce.number(),
  isVerified: z.boolean(),
  featured: z.boolean(),
  unpublishedAt: z.date().nullable(),
});

const TOTAL_ROW = z.object({ total: z.coerce.number() });

@QueryHandler(ListCreatorsForAdminQuery)
export class ListCreatorsForAdminHandler implements IQueryHandler<ListCreatorsForAdminQuery, { items: AdminCreatorView[]; total: number }> {
  constructor(private readonly sql: Sql) {}

  async execute({ criteria }: ListCreatorsForAdminQuery): Promise<{ items: AdminCreatorView[]; total: number }> {
    const search = criteria.search?.trim() || undefined;
    const values: unknown[] = [];
    const where = search
      ? `where lower(c.handle) like $${values.push(`%${search.toLowerCase().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`)} or lower(coalesce(c.name, '')) like $1`
      : '';
    const { total } = await this.sql.one(sqlStatement('curation.admin-creator-count', `select count(*) as total from creators c ${where}`, TOTAL_ROW), values);
    const items = await this.sql.rows(
      sqlStatement(
        'curation.admin-creator-page',
        `select c.id, c.handle, c.name, c.followers, c.rating::float8 as rating, c.total_earnings_cents as "totalEarningsCents",
              c.is_verified as "isVerified", c.featured, c.unpublished_at as "unpublishedAt"
         from creators c ${where} order by c.followers desc, c.handle, c.id limit $${values.push(criteria.limit)} offset $${values.push(criteria.offset)}`,
        ADMIN_CREATOR_ROW,
      ),
      values,
    );
    return { total, items };
  }
}
