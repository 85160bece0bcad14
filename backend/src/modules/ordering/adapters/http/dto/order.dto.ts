import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ApiMoney } from '../../../../../shared/infrastructure/http/api-docs';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { FULFILLMENT_TYPES, FulfillmentType } from '../../../../catalog';
import { ORDER_STATUSES, OrderStatus } from '../../../domain/order-status';
import { CARRIERS, type Carrier, REFUSAL_REASONS, type RefusalReason, SHIPMENT_STATUSES, type ShipmentStatus } from '../../../domain/shipment-status-values';

export const MAX_ORDERS_PER_PAGE = 100;

export class ListOrdersParams {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_ORDERS_PER_PAGE, default: 50, description: 'How many of the newest orders', example: 20 })
  @Max(MAX_ORDERS_PER_PAGE, { message: `limit must be a whole number from 1 to ${MAX_ORDERS_PER_PAGE}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${MAX_ORDERS_PER_PAGE}` })
  @IsInt({ message: `limit must be a whole number from 1 to ${MAX_ORDERS_PER_PAGE}` })
  @Type(() => Number)
  @IsOptional()
  limit?: number;
}

export class DeliveryAddressDto {
  @ApiProperty({ example: 'Maya' }) firstName!: string;
  @ApiProperty({ example: 'Lopez' }) lastName!: string;
  @ApiProperty({ example: 'maya@example.com' }) email!: string;
  @ApiProperty({ example: '(415) 555-0134' }) phone!: string;
  @ApiProperty({ example: '500 Market St' }) street!: string;
  @ApiProperty({ example: 'San Francisco' }) city!: string;
  @ApiProperty({ example: 'CA' }) state!: string;
  @ApiProperty({ example: '94105' }) zipCode!: string;
}

export class OrderItemDto {
  @ApiProperty({ format: 'uuid', example: '5d6e7f8a-9b0c-4d1e-8f2a-3b4c5d6e7f80' }) id!: string;
  @ApiProperty({ format: 'uuid', example: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }) productId!: string;
  @ApiProperty({ description: 'The name at purchase', example: 'Ember & Oak Straight Rye' }) productName!: string;
  @ApiProperty({ type: String, nullable: true, example: '/images/products/ember-oak-straight-rye.svg' }) image!: string | null;
  @ApiProperty({ example: 2 }) quantity!: number;
  @ApiMoney(42.5, 'Unit price at purchase') price!: number;
}

export class OrderShipmentStepDto {
  @ApiProperty({ enum: SHIPMENT_STATUSES, enumName: 'ShipmentStatus', example: 'shipped', description: 'pending is shown as paid (the order was paid and handed to the seller)' }) status!: ShipmentStatus;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-21T10:15:00.000Z', description: 'UTC; the page shows it in the shopper\'s time zone' }) at!: Date;
  @ApiProperty({ type: String, nullable: true, example: null, description: "Why: a refusal's reason, a refund's" }) reason!: string | null;
}

export class OrderShipmentDto {
  @ApiProperty({ format: 'uuid', example: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d' }) id!: string;
  @ApiProperty({ type: String, nullable: true, example: 'Ember & Oak Distilling', description: 'The seller' }) brandName!: string | null;
  @ApiProperty({ enum: SHIPMENT_STATUSES, enumName: 'ShipmentStatus', example: 'shipped' }) status!: ShipmentStatus;
  @ApiProperty({ enum: FULFILLMENT_TYPES, enumName: 'FulfillmentType', example: 'shipping' }) fulfillmentType!: FulfillmentType;
  @ApiProperty({ type: String, format: 'uuid', isArray: true, example: ['5d6e7f8a-9b0c-4d1e-8f2a-3b4c5d6e7f80'], description: 'The order lines it carries (items[].id)' }) itemIds!: string[];
  @ApiProperty({ type: String, nullable: true, description: `The carrier (a Carrier: ${CARRIERS.join(', ')}); null until shipped with tracking`, example: 'ups' }) carrier!: Carrier | null;
  @ApiProperty({ type: String, nullable: true, example: '1Z999AA10123456784' }) trackingNumber!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'https://www.ups.com/track?tracknum=1Z999AA10123456784', description: "The carrier's tracking page" }) trackingUrl!: string | null;
  @ApiMoney(0, 'Given back to you for this shipment') refunded!: number;
  @ApiProperty({ type: String, nullable: true, example: null, description: 'Why it was refunded: a refusal reason (RefusalReason), returned, order_refunded or order_cancelled' }) refundReason!: string | null;
  @ApiProperty({ type: String, nullable: true, description: `Why it was refused at the door (a RefusalReason: ${REFUSAL_REASONS.join(', ')}); null unless refused`, example: null }) refusalReason!: RefusalReason | null;
  @ApiProperty({ type: OrderShipmentStepDto, isArray: true, description: 'Its timeline, oldest first' }) timeline!: OrderShipmentStepDto[];
}

export class OrderDto {
  @ApiProperty({ format: 'uuid', example: 'c4d5e6f7-a8b9-4c0d-9e1f-2a3b4c5d6e7f' }) id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Last 8 characters of the payment session id, with -1, -2… when one payment paid several orders; as the confirmation showed it', example: '8b1c2d3e' }) orderNumber!: string | null;
  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus', example: 'paid' }) status!: OrderStatus;
  @ApiProperty({ enum: FULFILLMENT_TYPES, enumName: 'FulfillmentType', example: 'delivery' }) fulfillmentType!: FulfillmentType;
  @ApiMoney(42.5, 'The items of this order') subtotal!: number;
  @ApiMoney(0, 'This order\'s delivery or shipping fee') deliveryFee!: number;
  @ApiMoney(3.4, '8 % of the items (fees are not taxed)') tax!: number;
  @ApiMoney(45.9, 'subtotal + deliveryFee + tax') total!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, example: '2026-11-20T21:30:00.000Z' }) estimatedDelivery!: Date | null;
  @ApiProperty({ type: DeliveryAddressDto, nullable: true }) deliveryAddress!: DeliveryAddressDto | null;
  @ApiProperty({ type: String, nullable: true, example: 'alcpay_sess_3f9a1c0b7d2e4a6f8b1c2d3e' }) paymentIntentId!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The creator credited with the sale', example: '9b2d4f6a-1c3e-4a5b-8c7d-6e5f4a3b2c1d' }) creatorId!: string | null;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-20T18:30:00.000Z' }) createdAt!: Date;
  @ApiProperty({ type: OrderItemDto, isArray: true }) items!: OrderItemDto[];
  @ApiProperty({ type: OrderShipmentDto, isArray: true, description: 'One per seller, with its timeline, tracking and refunds' }) shipments!: OrderShipmentDto[];
}
