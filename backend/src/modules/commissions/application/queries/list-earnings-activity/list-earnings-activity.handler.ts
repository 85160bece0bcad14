import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { newestActivityFirst, toUserActivitySlice, userActivityRow, type UserActivitySlice } from '../../../../../shared/application/user-activity';
import { ListEarningsActivityQuery } from './list-earnings-activity.query';

/** `$1` the user, `$2` the limit. */
const ACTIVITY = sqlStatement(
  'commissions.user-activity',
  newestActivityFirst(
    `select e.id::text as id, 'commission' as kind, e.created_at as occurred_at,
           case when e.kind = 'adjustment' then 'Commission adjusted: ' else 'Commission earned: ' end || e.product_name as title,
           e.status || ' · ' || case when e.amount_cents < 0 then '-' else '' end || '$' || to_char(abs(e.amount_cents) / 100.0, 'FM999999990.00') as detail,
           '/dashboard' as link
      from commission_entries e where e.user_id = $1
    union all
    select p.id::text, 'payout', p.created_at, 'Payout for ' || p.period,
           p.status || ' · $' || to_char(p.amount_cents / 100.0, 'FM999999990.00'), '/dashboard'
      from payouts p where p.user_id = $1`,
  ),
  userActivityRow,
);

@QueryHandler(ListEarningsActivityQuery)
export class ListEarningsActivityHandler implements IQueryHandler<ListEarningsActivityQuery, UserActivitySlice> {
  constructor(private readonly sql: Sql) {}

  async execute({ userId, limit }: ListEarningsActivityQuery): Promise<UserActivitySlice> {
    return toUserActivitySlice(await this.sql.rows(ACTIVITY, [userId, limit]));
  }
}
