import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { newestActivityFirst, toUserActivitySlice, userActivityRow, type UserActivitySlice } from '../../../../../shared/application/user-activity';
import { ListCurationActivityQuery } from './list-curation-activity.query';

/** The storefront's product page, a parameter ($3) so the statement names no table it does not own. */
const PRODUCT_PATH = '/products/';

/** `$1` the user, `$2` the limit, `$3` the product path. */
const ACTIVITY = sqlStatement(
  'curation.user-activity',
  newestActivityFirst(
    `select f.id::text as id, 'favorite' as kind, f.created_at as occurred_at, 'Favorited ' || p.name as title,
           null::text as detail, $3 || f.product_id as link
      from favorites f join catalog_products_v p on p.id = f.product_id where f.user_id = $1
    union all
    select f.id::text, 'brand_favorite', f.created_at, 'Favorited ' || b.name, null, '/brand/' || f.brand_id
      from brand_favorites f join catalog_brands_v b on b.id = f.brand_id where f.user_id = $1
    union all
    select f.id::text, 'follow', f.created_at, 'Followed ' || coalesce(c.name, '@' || c.handle), '@' || c.handle, '/creator/' || c.handle
      from follows f join creators c on c.id = f.creator_id where f.shopper_id = $1
    union all
    select l.id::text, 'collection', l.created_at, 'Created collection ' || l.name, case when l.is_public then 'public' else 'private' end,
           case when c.handle is null then '/profile?tab=collections' else '/creator/' || c.handle || '/collections/' || l.id end
      from collections l left join creators c on c.id = l.creator_id where l.user_id = $1 or c.user_id = $1`,
  ),
  userActivityRow,
);

@QueryHandler(ListCurationActivityQuery)
export class ListCurationActivityHandler implements IQueryHandler<ListCurationActivityQuery, UserActivitySlice> {
  constructor(private readonly sql: Sql) {}

  async execute({ userId, limit }: ListCurationActivityQuery): Promise<UserActivitySlice> {
    return toUserActivitySlice(await this.sql.rows(ACTIVITY, [userId, limit, PRODUCT_PATH]));
  }
}
