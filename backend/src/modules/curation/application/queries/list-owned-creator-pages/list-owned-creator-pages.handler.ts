import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import type { OwnedCreatorPage } from '../../ports/creator-earnings.port';
import { ListOwnedCreatorPagesQuery } from './list-owned-creator-pages.query';

/** `$1` the account; oldest page first. */
const OWNED_CREATOR_PAGES = sqlStatement(
  'curation.owned-creator-pages',
  'select id, handle, name, utm_code, unpublished_at is null as published from creators where user_id = $1 order by created_at, id',
  z
    .object({ id: z.string(), handle: z.string(), name: z.string().nullable(), utm_code: z.string(), published: z.boolean() })
    .transform((row): OwnedCreatorPage => ({ id: row.id, handle: row.handle, name: row.name, utmCode: row.utm_code, published: row.published })),
);

@QueryHandler(ListOwnedCreatorPagesQuery)
export class ListOwnedCreatorPagesHandler implements IQueryHandler<ListOwnedCreatorPagesQuery, OwnedCreatorPage[]> {
  constructor(private readonly sql: Sql) {}

  execute({ userId }: ListOwnedCreatorPagesQuery): Promise<OwnedCreatorPage[]> {
    return this.sql.rows(OWNED_CREATOR_PAGES, [userId]);
  }
}
