import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { newestActivityFirst, toUserActivitySlice, userActivityRow, type UserActivitySlice } from '../../../../../shared/application/user-activity';
import { ListGiftOfferActivityQuery } from './list-gift-offer-activity.query';

/** The storefront's product page, a parameter ($3) so the statement names no table it does not own. */
const PRODUCT_PATH = '/products/';

/** `$1` the user, `$2` the limit, `$3` the product path. */
const ACTIVITY = sqlStatement(
  'brand-campaigns.user-activity',
  newestActivityFirst(
    `select g.id::text as id, 'gift_offer' as kind, g.created_at as occurred_at, 'Gift offer: ' || coalesce(p.name, 'a product') as title,
           g.status || ' · $' || to_char(g.value_cents / 100.0, 'FM999999990.00') as detail, $3 || g.product_id as link
      from gift_offers g join curation_creators_v c on c.id = g.recipient_id
      left join catalog_products_v p on p.id = g.product_id
     where c.user_id = $1`,
  ),
  userActivityRow,
);

@QueryHandler(ListGiftOfferActivityQuery)
export class ListGiftOfferActivityHandler implements IQueryHandler<ListGiftOfferActivityQuery, UserActivitySlice> {
  constructor(private readonly sql: Sql) {}

  async execute({ userId, limit }: ListGiftOfferActivityQuery): Promise<UserActivitySlice> {
    return toUserActivitySlice(await this.sql.rows(ACTIVITY, [userId, limit, PRODUCT_PATH]));
  }
}
