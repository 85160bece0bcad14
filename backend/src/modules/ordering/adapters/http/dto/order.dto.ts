import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { FULFILLMENT_TYPES, FulfillmentType } from '../../../../catalog';
import { ORDER_STATUSES, OrderStatus } from '../../../domain/order-status';

export const MAX_ORDERS_PER_PAGE = 100;

export class ListOrdersParams {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_ORDERS_PER_PAGE, default: 50, description: 'How many of the newest orders' })
  @Max(MAX_ORDERS_PER_PAGE, { message: `limit must be a whole number from 1 to ${MAX_ORDERS_PER_PAGE}` })
  @Min(1, { message: `limit must be a whole number from 1 to ${MAX_ORDERS_PER_PAGE}` })
  @IsInt({ message: `limit must be a whole number from 1 to ${MAX_ORDERS_PER_PAGE}` })
  @Type(() => Number)
  @IsOptional()
  limit?: number;
}

export class DeliveryAddressDto {
  @ApiProperty() firstName!: string;
  @ApiProperty() lastName!: string;
  @ApiProperty() email!: string;
  @ApiProperty() phone!: string;
  @ApiProperty() street!: string;
  @ApiProperty() city!: string;
  @ApiProperty() state!: string;
  @ApiProperty() zipCode!: string;
}

export class OrderItemDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) productId!: string;
  @ApiProperty({ description: 'The name at purchase' }) productName!: string;
  @ApiProperty({ type: String, nullable: true }) image!: string | null;
  @ApiProperty() quantity!: number;
  @ApiProperty({ description: 'Unit price at purchase, dollars' }) price!: number;
}

export class OrderDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Last 8 characters of the payment session id, with -1, -2… when one payment paid several orders; as the confirmation showed it' }) orderNumber!: string | null;
  @ApiProperty({ enum: ORDER_STATUSES }) status!: OrderStatus;
  @ApiProperty({ enum: FULFILLMENT_TYPES }) fulfillmentType!: FulfillmentType;
  @ApiProperty() subtotal!: number;
  @ApiProperty({ description: "This order's delivery or shipping fee" }) deliveryFee!: number;
  @ApiProperty() tax!: number;
  @ApiProperty() total!: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) estimatedDelivery!: Date | null;
  @ApiProperty({ type: DeliveryAddressDto, nullable: true }) deliveryAddress!: DeliveryAddressDto | null;
  @ApiProperty({ type: String, nullable: true }) paymentIntentId!: string | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The creator credited with the sale' }) creatorId!: string | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
  @ApiProperty({ type: OrderItemDto, isArray: true }) items!: OrderItemDto[];
}
