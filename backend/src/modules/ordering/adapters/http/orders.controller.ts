import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { centsToDollars } from '../../../../shared/domain/money';
import { UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { CurrentUser, SignedInGuard, SignedInUser } from '../../../identity';
import type { OrderView } from '../../application/ports/orders.port';
import type { ShipmentView } from '../../application/queries/shipment-views';
import { GetOrderQuery } from '../../application/queries/get-order/get-order.query';
import { ListOrdersQuery } from '../../application/queries/list-orders/list-orders.query';
import { ListOrdersParams, OrderDto } from './dto/order.dto';
import { ApiDomainErrors, ApiErrors, ApiSignedIn } from '../../../../shared/infrastructure/http/api-docs';
import { OrderNotFoundError } from '../../domain/checkout.errors';

const DEFAULT_ORDERS_PER_PAGE = 50;

/** The signed-in shopper's order history. */
@ApiTags('Orders')
@ApiSignedIn()
@UseGuards(SignedInGuard)
@Controller('orders')
export class OrdersController {
  constructor(private readonly queryBus: QueryBus) {}

  /** Your own orders, newest first, with their items. */
  @Get()
  @ApiOperation({
    summary: 'Your orders',
    description: 'Your own orders, newest first, with their items and shipments (timeline, tracking, refunds), up to `limit` (1 to 100, default 50) of the newest. Changes nothing.',
  })
  @ApiOkResponse({ type: OrderDto, isArray: true })
  async listOrders(@CurrentUser() user: SignedInUser, @Query() params: ListOrdersParams): Promise<OrderDto[]> {
    const orders = await this.queryBus.execute(new ListOrdersQuery(user.id, params.limit ?? DEFAULT_ORDERS_PER_PAGE));
    return orders.map(toOrderDto);
  }

  @Get(':orderId')
  @ApiOperation({
    summary: 'One of your orders',
    description:
      "One order of yours with its items, delivery address and shipments (one per seller): each with its timeline (paid, packed, shipped or out for delivery, delivered or refused), the carrier's tracking link, and what was refunded and why. Another shopper's order answers 404 as if it did not exist. Changes nothing.",
  })
  @ApiOkResponse({ type: OrderDto })
  @ApiErrors({ 400: ['MALFORMED_ID'] })
  @ApiDomainErrors(new OrderNotFoundError())
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
    shipments: order.shipments.map((shipment) => ({
      id: shipment.id,
      brandName: shipment.brandName,
      status: shipment.status,
      fulfillmentType: shipment.fulfillmentType,
      itemIds: shipment.orderItemIds,
      carrier: shipment.carrier,
      trackingNumber: shipment.trackingNumber,
      trackingUrl: shipment.trackingUrl,
      refunded: centsToDollars(shipment.refundedCents),
      refundReason: refundReasonOf(shipment),
      refusalReason: shipment.refusalReason,
      timeline: shipment.timeline,
    })),
  };
}

/** Why money went back for a shipment: its refusal reason, else the reason of the step that refunded it. */
function refundReasonOf(shipment: ShipmentView): string | null {
  if (shipment.refusalReason) return shipment.refusalReason;
  if (shipment.status === 'returned') return 'returned';
  if (shipment.status === 'cancelled') return 'order_cancelled';
  if (shipment.refundedCents > 0) return shipment.timeline.findLast((step) => step.reason !== null)?.reason ?? 'order_refunded';
  return null;
}
