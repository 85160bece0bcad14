import { IQueryHandler, QueryBus, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { GetOrderStatusQuery, GetShipmentHistoryQuery } from '../../../../ordering';
import { explainCommission } from '../../../domain/commission-explanation';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { COMMISSION_ENTRY_STATUSES, CommissionNotFoundError } from '../../../domain/commission-entry';
import type { CommissionDetail } from '../../ports/earnings-read-model.port';
import { RECENT_COLUMNS, RECENT_COMMISSION_FIELDS, recentCommissionOf } from '../recent-commission-row';
import { GetCommissionQuery, CommissionExplanation } from './get-commission.query';

/** `$1` the entry, `$2` the user: another user's entry is no row. */
const COMMISSION_ENTRY = sqlStatement(
  'commissions.commission-entry',
  `select ${RECENT_COLUMNS}, e.order_id, e.order_item_id, e.click_id, l.created_at as clicked_at, l.utm_params, e.user_id, e.payout_id, e.adjusts_entry_id
     from commission_entries e
     left join catalog_products_v p on p.id = e.product_id
     left join click_logs l on l.id = e.click_id
    where e.id = $1 and e.user_id = $2`,
  z.object({
    ...RECENT_COMMISSION_FIELDS,
    order_id: z.string(),
    order_item_id: z.string(),
    click_id: z.string().nullable(),
    clicked_at: z.date().nullable(),
    utm_params: z.record(z.string(), z.string()).nullable(),
    user_id: z.string().nullable(),
    payout_id: z.string().nullable(),
    adjusts_entry_id: z.string().nullable(),
  }),
);

/** `$1` the entry: its moves, oldest first. */
const COMMISSION_ENTRY_EVENTS = sqlStatement(
  'commissions.commission-entry-events',
  'select from_status, to_status, reason, at, payout_id from commission_entry_events where entry_id = $1 order by id',
  z
    .object({ from_status: z.enum(COMMISSION_ENTRY_STATUSES).nullable(), to_status: z.enum(COMMISSION_ENTRY_STATUSES), reason: z.string(), at: z.date(), payout_id: z.string().nullable() })
    .transform((event) => ({ from: event.from_status, to: event.to_status, reason: event.reason, at: event.at, payoutId: event.payout_id })),
);

@QueryHandler(GetCommissionQuery)
export class GetCommissionHandler implements IQueryHandler<GetCommissionQuery, CommissionExplanation> {
  constructor(
    private readonly sql: Sql,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ userId, entryId }: GetCommissionQuery): Promise<CommissionExplanation> {
    // Another user's entry answers exactly like a missing one, so ids cannot be probed.
    const detail = await this.detail(userId, entryId);
    if (!detail) throw new CommissionNotFoundError();
    const orderStatus = await this.queryBus.execute(new GetOrderStatusQuery(detail.orderId));
    const shipment = await this.queryBus.execute(new GetShipmentHistoryQuery(detail.orderItemId));
    return { ...detail, orderStatus, shipment, explanation: explainCommission(detail) };
  }

  private async detail(userId: string, entryId: string): Promise<CommissionDetail | null> {
    const row = await this.sql.maybeOne(COMMISSION_ENTRY, [entryId, userId]);
    if (!row) return null;
    const history = await this.sql.rows(COMMISSION_ENTRY_EVENTS, [entryId]);
    return {
      ...recentCommissionOf(row),
      orderId: row.order_id,
      orderItemId: row.order_item_id,
      clickId: row.click_id,
      clickedAt: row.clicked_at,
      clickUtmParams: row.utm_params,
      userId: row.user_id,
      payoutId: row.payout_id,
      adjustsEntryId: row.adjusts_entry_id,
      history,
    };
  }
}
