import { Query } from '@nestjs/cqrs';
import type { ShippingInfo } from '../../checkout-model';
import type { ShipmentStatus } from '../../../domain/shipment-status-values';
import type { ShipmentView } from '../shipment-views';

export interface BrandShipmentLine {
  orderItemId: string;
  productId: string;
  productName: string;
  quantity: number;
  priceCents: number;
}

export interface BrandShipmentRow extends ShipmentView {
  orderNumber: string | null;
  shopperName: string;
  shipTo: ShippingInfo | null;
  lines: BrandShipmentLine[];
}

export interface BrandShipmentPage {
  items: BrandShipmentRow[];
  total: number;
  page: number;
  pageSize: number;
}

/** A brand's shipments (every brand's when brandId is null: an admin without ?brandId=), newest first, one page. */
export class ListBrandShipmentsQuery extends Query<BrandShipmentPage> {
  constructor(
    readonly brandId: string | null,
    readonly status: ShipmentStatus | null,
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}
