import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCookieAuth, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ErrorDto } from '../../../../shared/infrastructure/http/error.dto';
import { UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { CurrentUser, Roles, RolesGuard, SignedInGuard, SignedInUser } from '../../../identity';
import { ChangeOrderStatusCommand } from '../../application/commands/change-order-status/change-order-status.command';
import { ChangeOrderStatusDto, OrderStatusChangeDto } from './dto/order-status.dto';

/** Admins move an order through the order status table (fulfil, refund, cancel). */
@ApiTags('Admin')
@ApiCookieAuth()
@ApiResponse({ status: 401, type: ErrorDto, description: 'Signed out' })
@ApiResponse({ status: 403, type: ErrorDto, description: 'Not an admin' })
@Controller('admin/orders')
@UseGuards(SignedInGuard, RolesGuard)
@Roles('admin')
export class AdminOrderStatusController {
  constructor(private readonly commandBus: CommandBus) {}

  /** Moves the order to fulfilled, refunded or cancelled; a refund or cancellation reverses the creator's unpaid commission. */
  @Post(':orderId/status')
  @HttpCode(200)
  @ApiOkResponse({ type: OrderStatusChangeDto })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'orderId is not a UUID, or status is not fulfilled, refunded or cancelled' })
  @ApiResponse({ status: 404, type: ErrorDto, description: 'No such order' })
  @ApiResponse({ status: 409, type: ErrorDto, description: 'The order status table forbids the move from its current status (message says what is possible)' })
  async changeOrderStatus(
    @CurrentUser() user: SignedInUser,
    @UuidParam('orderId', 'an order id') orderId: string,
    @Body() body: ChangeOrderStatusDto,
  ): Promise<OrderStatusChangeDto> {
    const changed = await this.commandBus.execute(new ChangeOrderStatusCommand(orderId, body.status, user.id));
    return { id: changed.orderId, previousStatus: changed.from, status: changed.to, changedAt: changed.changedAt };
  }
}
