import { Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiDomainErrors, ApiSignedIn } from '../../../../shared/infrastructure/http/api-docs';
import { malformedId, UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { CurrentUser, SignedInGuard, SignedInUser } from '../../../identity';
import { OrderAlreadyShippedError, OrderNotFoundError, OrderStatusTransitionError } from '../../../ordering';
import { CancelOrderCommand } from '../../application/fulfilment/cancel-order.command';
import { OrderStatusChangeDto } from './dto/order-status.dto';

/** The shopper cancels an order of theirs while nothing has left. */
@ApiTags('Orders')
@ApiSignedIn()
@UseGuards(SignedInGuard)
@Controller('orders')
export class OrderCancellationController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post(':orderId/cancel')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Cancel one of your orders',
    description:
      "Cancels the order while none of its shipments has left (else 409 'already shipped'): every shipment is cancelled and the card's authorization for it is released at once (nothing was captured). Another shopper's order answers 404. Cancelling twice answers 409.",
  })
  @ApiOkResponse({ type: OrderStatusChangeDto })
  @ApiDomainErrors(malformedId('orderId', 'an order id'), new OrderNotFoundError(), new OrderAlreadyShippedError(), new OrderStatusTransitionError('cancelled', 'cancelled'))
  async cancelOrder(@CurrentUser() user: SignedInUser, @UuidParam('orderId', 'an order id') orderId: string): Promise<OrderStatusChangeDto> {
    const changed = await this.commandBus.execute(new CancelOrderCommand(orderId, { userId: user.id, role: user.role }, user.id));
    return { id: changed.orderId, previousStatus: changed.from, status: changed.to, changedAt: changed.changedAt };
  }
}
