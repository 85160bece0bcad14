import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
import { ORDER_STATUSES, OrderStatus } from '../../../domain/order-status';
import { ADMIN_ORDER_STATUS_TARGETS, AdminOrderStatusTarget } from '../../../domain/order-status-changed';

const STATUS_MESSAGE = `status must be one of ${ADMIN_ORDER_STATUS_TARGETS.join(', ')}`;

export class ChangeOrderStatusDto {
  @ApiProperty({ enum: ADMIN_ORDER_STATUS_TARGETS, description: 'The status to move the order to; the order status table decides whether it may move there from its current status' })
  @IsIn(ADMIN_ORDER_STATUS_TARGETS, { message: STATUS_MESSAGE })
  status!: AdminOrderStatusTarget;
}

export class OrderStatusChangeDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: ORDER_STATUSES, description: 'The status before the change' }) previousStatus!: OrderStatus;
  @ApiProperty({ enum: ORDER_STATUSES, description: 'The status now' }) status!: OrderStatus;
  @ApiProperty({ type: String, format: 'date-time' }) changedAt!: Date;
}
