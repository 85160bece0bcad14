import { Body, Controller, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiDomainErrors, ApiRoles } from '../../../../shared/infrastructure/http/api-docs';
import { LargeRefundNeedsConfirmationError, OrderNotFoundError, OrderStatusTransitionError } from '../../../ordering';
import { malformedId, UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { validationFailure } from '../../../../shared/infrastructure/http/validation.pipe';
import { CurrentUser, Roles, RolesGuard, SignedInGuard, SignedInUser, SignInSessions } from '../../../identity';
import { ChangeOrderStatusCommand } from '../../application/order-status/change-order-status.command';
import { ChangeOrderStatusDto, OrderStatusChangeDto } from './dto/order-status.dto';

/** Admins move an order through the order status table (fulfil, refund, cancel). */
@ApiTags('Admin')
@ApiRoles('admin')
@Controller('admin/orders')
@UseGuards(SignedInGuard, RolesGuard)
@Roles('admin')
export class AdminOrderStatusController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly signIns: SignInSessions,
  ) {}

  /** Moves the order to fulfilled, refunded or cancelled; a refund or cancellation reverses the creator's unpaid commission. */
  @Post(':orderId/status')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Fulfil, refund or cancel an order',
    description:
      "Moves the order to fulfilled, refunded or cancelled and records who changed it and when. The order status table decides: pending → paid or cancelled, paid → fulfilled or refunded, fulfilled → refunded; cancelled and refunded are final, and any other move answers 409 saying what is possible. A refund or cancellation reverses the creator's unpaid commission on the order (a commission already paid out is taken back by an adjustment). A refund above $500 needs a fresh confirmation (the sign-in or POST /api/user/step-up within the last 5 minutes), else 403 STEP_UP_REQUIRED. Not idempotent: repeating the same move answers 409, since the order is already there.",
  })
  @ApiOkResponse({ type: OrderStatusChangeDto })
  @ApiDomainErrors(
    malformedId('orderId', 'an order id'),
    validationFailure(ChangeOrderStatusDto, { status: 'shipped' }),
    new OrderNotFoundError(),
    new OrderStatusTransitionError('refunded', 'fulfilled'),
    new LargeRefundNeedsConfirmationError(),
  )
  async changeOrderStatus(
    @CurrentUser() user: SignedInUser,
    @UuidParam('orderId', 'an order id') orderId: string,
    @Body() body: ChangeOrderStatusDto,
    @Req() request: Request,
  ): Promise<OrderStatusChangeDto> {
    const changed = await this.commandBus.execute(new ChangeOrderStatusCommand(orderId, body.status, user.id, this.signIns.steppedUpRecently(request)));
    return { id: changed.orderId, previousStatus: changed.from, status: changed.to, changedAt: changed.changedAt };
  }
}
