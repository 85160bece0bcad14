import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiDomainErrors, ApiRoles } from '../../../../shared/infrastructure/http/api-docs';
import { OrderAlreadyShippedError, OrderFulfilledByShipmentsError, OrderNotFoundError, OrderStatusTransitionError } from '../../../ordering';
import { malformedId, UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { validationFailure } from '../../../../shared/infrastructure/http/validation.pipe';
import { CurrentUser, Roles, RolesGuard, SignedInGuard, SignedInUser } from '../../../identity';
import { ChangeOrderStatusCommand } from '../../application/order-status/change-order-status.command';
import { ChangeOrderStatusDto, OrderStatusChangeDto } from './dto/order-status.dto';

/** Admins move an order through the order status table (fulfil, refund, cancel). */
@ApiTags('Admin')
@ApiRoles('admin')
@Controller('admin/orders')
@UseGuards(SignedInGuard, RolesGuard)
@Roles('admin')
export class AdminOrderStatusController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Cancels or refunds an order through its shipments; 'fulfilled' is refused (shipments are delivered one by one after the ID check). */
  @Post(':orderId/status')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Refund or cancel an order',
    description:
      "An order's status follows its shipments; this maps an admin's decision onto them and records it in the audit log. cancelled: as the shopper's cancel — every shipment is cancelled and its authorization released, while none has left (else 409 'already shipped'). refunded: every shipment still with the seller is cancelled (released), every one that left is refunded what was captured (in transit it becomes returned; delivered stays delivered); the order becomes refunded (or cancelled when nothing had been captured). The lines' commissions are reversed (a commission already paid out is taken back by an adjustment). fulfilled: 409 — an order is fulfilled shipment by shipment, through its seller's ship and deliver calls (the handoff needs the recipient's ID). Not idempotent: repeating a move answers 409 naming both states.",
  })
  @ApiOkResponse({ type: OrderStatusChangeDto })
  @ApiDomainErrors(
    malformedId('orderId', 'an order id'),
    validationFailure(ChangeOrderStatusDto, { status: 'shipped' }),
    new OrderNotFoundError(),
    new OrderStatusTransitionError('refunded', 'refunded'),
    new OrderAlreadyShippedError(),
    new OrderFulfilledByShipmentsError(),
  )
  async changeOrderStatus(
    @CurrentUser() user: SignedInUser,
    @UuidParam('orderId', 'an order id') orderId: string,
    @Body() body: ChangeOrderStatusDto,
  ): Promise<OrderStatusChangeDto> {
    const changed = await this.commandBus.execute(new ChangeOrderStatusCommand(orderId, body.status, user.id));
    return { id: changed.orderId, previousStatus: changed.from, status: changed.to, changedAt: changed.changedAt };
  }
}
