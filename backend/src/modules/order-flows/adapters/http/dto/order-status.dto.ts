import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { ADMIN_ORDER_STATUS_TARGETS, type AdminOrderStatusTarget, ORDER_STATUSES, type OrderStatus } from '../../../../ordering';

const STATUS_MESSAGE = `status must be one of ${ADMIN_ORDER_STATUS_TARGETS.join(', ')}`;

export class ChangeOrderStatusDto {
  @ApiProperty({ enum: ADMIN_ORDER_STATUS_TARGETS, enumName: 'AdminOrderStatusTarget', example: 'refunded', description: 'refunded or cancelled (the order follows its shipments there); fulfilled is refused with 409: shipments are delivered one by one after the ID check' })
  @IsIn(ADMIN_ORDER_STATUS_TARGETS, { message: STATUS_MESSAGE })
  status!: AdminOrderStatusTarget;
}

export class OrderStatusChangeDto {
  @ApiProperty({ format: 'uuid', example: 'c4d5e6f7-a8b9-4c0d-9e1f-2a3b4c5d6e7f', description: 'The order id' }) id!: string;
  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus', example: 'paid', description: 'The status before the change' }) previousStatus!: OrderStatus;
  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus', example: 'refunded', description: 'The status now' }) status!: OrderStatus;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-21T10:15:00.000Z', description: 'When the status changed' }) changedAt!: Date;
}
