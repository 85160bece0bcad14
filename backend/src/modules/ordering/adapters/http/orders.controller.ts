import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiCookieAuth, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import { centsToDollars } from '../../../../shared/domain/money';
import { UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { CurrentUser, SignedInGuard, SignedInUser } from '../../../identity';
import type { OrderView } from '../../application/ports/orders.port';
import { GetOrderQuery } from '../../application/queries/get-order/get-order.query';
import { ListOrdersQuery } from '../../application/queries/list-orders/list-orders.query';
import { ListOrdersParams, OrderDto } from './dto/order.dto';
import { ErrorDto } from '../../../../shared/infrastructure/http/error.dto';

const DEFAULT_ORDERS_PER_PAGE = 50;

/** The signed-in shopper's order history. */
@ApiTags('Orders')
@ApiCookieAuth()
@ApiResponse({ status: 401, type: ErrorDto, description: 'Signed out' })
@UseGuards(SignedInGuard)
@Controller('orders')
export class OrdersController {
  constructor(private readonly queryBus: QueryBus) {}

  /** Your own orders, newest first, with their items. */
  @Get()
  @ApiOkResponse({ type: OrderDto, isArray: true })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'limit is not a whole number from 1 to 100' })
  async listOrders(@CurrentUser() user: SignedInUser, @Query() params: ListOrdersParams): Promise<OrderDto[]> {
    const orders = await this.queryBus.execute(new ListOrdersQuery(user.id, params.limit ?? DEFAULT_ORDERS_PER_PAGE));
    return orders.map(toOrderDto);
  }

  @Get(':orderId')
  @ApiOkResponse({ type: OrderDto })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'orderId is not a UUID' })
  @ApiResponse({ status: 404, type: ErrorDto, description: 'No such order of yours' })
  async getOrder(
    @CurrentUser() user: SignedInUser,
    @UuidParam('orderId', 'an order id') orderId: string,
  ): Promise<OrderDto> {
    return toOrderDto(await this.queryBus.execute(new GetOrderQuery(user.id, orderId)));
  }
}

function toOrderDto(order: OrderView): OrderDto {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    status: order.status,
    fulfillmentType: order.fulfillmentType,
    subtotal: centsToDollars(order.subtotalCents),
    deliveryFee: centsToDollars(order.deliveryFeeCents),
    tax: centsToDollars(order.taxCents),
    total: centsToDollars(order.totalCents),
    estimatedDelivery: order.estimatedDelivery,
    deliveryAddress: order.deliveryAddress,
    paymentIntentId: order.paymentIntentId,
    creatorId: order.creatorId,
    createdAt: order.createdAt,
    items: order.items.map((item) => ({
      id: item.id,
      productId: item.productId,
      productName: item.productName,
      image: item.image,
      quantity: item.quantity,
      price: centsToDollars(item.priceCents),
    })),
  };
}
