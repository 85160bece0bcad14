import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { SHIPMENT_COLUMNS, SHIPMENT_ROW, shipmentViewsOf, type ShipmentView } from '../shipment-views';
import { GetShipmentHistoryQuery } from './get-shipment-history.query';

const SHIPMENT_OF_LINE = sqlStatement(
  'ordering.shipment-of-line',
  `select ${SHIPMENT_COLUMNS} from shipments s left join catalog_brands_v b on b.id = s.brand_id where s.id = (select shipment_id from order_items where id = $1)`,
  SHIPMENT_ROW,
);

@QueryHandler(GetShipmentHistoryQuery)
export class GetShipmentHistoryHandler implements IQueryHandler<GetShipmentHistoryQuery, ShipmentView | null> {
  constructor(private readonly sql: Sql) {}

  async execute({ orderItemId }: GetShipmentHistoryQuery): Promise<ShipmentView | null> {
    const [view] = await shipmentViewsOf(this.sql, await this.sql.rows(SHIPMENT_OF_LINE, [orderItemId]));
    return view ?? null;
  }
}
