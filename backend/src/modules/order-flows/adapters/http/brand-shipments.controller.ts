import { Body, Controller, Get, HttpCode, Inject, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { centsToDollars } from '../../../../shared/domain/money';
import { ApiDomainErrors, ApiErrors, ApiRoles } from '../../../../shared/infrastructure/http/api-docs';
import { malformedId, UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { validationFailure } from '../../../../shared/infrastructure/http/validation.pipe';
import { BRAND_ACCOUNTS, BrandAccounts } from '../../../catalog';
import { CurrentUser, Roles, RolesGuard, SignedInGuard, SignedInUser } from '../../../identity';
import {
  BrandShipmentRow,
  checkHandoff,
  ListBrandShipmentsQuery,
  normalizeTrackingNumber,
  OrderStatusTransitionError,
  PaymentOperationRefusedError,
  ShipmentActor,
  ShipmentFulfillmentMismatchError,
  ShipmentNotFoundError,
  ShipmentTransitionError,
} from '../../../ordering';
import { ShipmentAction, ShipmentActionCommand } from '../../application/fulfilment/shipment-action.command';
import { BrandShipmentDto, BrandShipmentPageDto, DeliverShipmentDto, ListShipmentsQueryDto, RefuseShipmentDto, ShipmentMoveDto, ShipShipmentDto } from './dto/shipments.dto';

const SHIPMENT_ID = malformedId('shipmentId', 'a shipment id');
const ADULT_ID = { recipientName: 'Sam Young', idType: 'drivers_license', idExpiresOn: '2030-01-01' } as const;
const TODAY = { year: 2026, month: 11, day: 21 };

/**
 * The seller's side of fulfilment (the brand dashboard's Orders tab): a brand's own shipments and the
 * steps that move them. Another brand's shipment answers 404 as if it did not exist; admins may act
 * on any shipment, and each of their steps is in the audit log.
 */
@ApiTags('Brands')
@Controller('brands/shipments')
@UseGuards(SignedInGuard, RolesGuard)
@Roles('brand', 'admin')
@ApiRoles('brand', 'admin')
export class BrandShipmentsController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
    @Inject(BRAND_ACCOUNTS) private readonly brands: BrandAccounts,
  ) {}

  @Get()
  @ApiOperation({
    summary: "Your brand's shipments",
    description:
      "Your brand's own shipments, newest first, one page (page, pageSize ≤ 100): order number, lines, fulfillment type, ship-to (the full address: you are the seller), the shopper's name, status, due-by (delivery: the promised window; shipping: 2 days after payment) and the timeline. ?status= filters. Admins see every brand's (or one with ?brandId=) and the ID check of each handoff. Changes nothing.",
  })
  @ApiOkResponse({ type: BrandShipmentPageDto })
  @ApiErrors({ 400: ['VALIDATION_FAILED'] })
  async listShipments(@CurrentUser() user: SignedInUser, @Query() query: ListShipmentsQueryDto): Promise<BrandShipmentPageDto> {
    const actor = await this.actorOf(user);
    const brandId = actor.role === 'admin' ? (query.brandId ?? null) : actor.brandId;
    if (actor.role !== 'admin' && !brandId) return { items: [], total: 0, page: query.page ?? 1, pageSize: query.pageSize ?? 20 };
    const page = await this.queryBus.execute(new ListBrandShipmentsQuery(brandId, query.status ?? null, query.page ?? 1, query.pageSize ?? 20));
    return { ...page, items: page.items.map((row) => toShipmentDto(row, actor.role === 'admin')) };
  }

  @Post(':shipmentId/pack')
  @HttpCode(200)
  @ApiOperation({ summary: 'Mark a shipment packed', description: 'pending → packed. Any other status answers 409 naming both states. Not idempotent: packing twice answers 409.' })
  @ApiOkResponse({ type: ShipmentMoveDto })
  @ApiDomainErrors(SHIPMENT_ID, new ShipmentNotFoundError(), new ShipmentTransitionError('shipped', 'packed'))
  pack(@CurrentUser() user: SignedInUser, @UuidParam('shipmentId', 'a shipment id') shipmentId: string): Promise<ShipmentMoveDto> {
    return this.act(user, shipmentId, { kind: 'pack' });
  }

  @Post(':shipmentId/ship')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Hand a packed shipment to the carrier (2-day shipping)',
    description:
      "packed → shipped with the carrier (ups, fedex, dhl) and its tracking number, checked against the carrier's format. Only for 2-day shipping: a same-day delivery shipment answers 409 SHIPMENT_FULFILLMENT_MISMATCH (send it with /out-for-delivery). The shipment's share of the payment is captured now (idempotency key shipment:{id}:capture, so a retry never captures twice). Shipping twice answers 409.",
  })
  @ApiOkResponse({ type: ShipmentMoveDto })
  @ApiDomainErrors(
    SHIPMENT_ID,
    validationFailure(ShipShipmentDto, { carrier: 'usps', trackingNumber: '1' }),
    () => normalizeTrackingNumber('ups', '12345'),
    new ShipmentNotFoundError(),
    new ShipmentTransitionError('shipped', 'shipped'),
    new ShipmentFulfillmentMismatchError('delivery', 'shipped'),
    new PaymentOperationRefusedError('The payment was voided; nothing can be captured any more.'),
  )
  ship(@CurrentUser() user: SignedInUser, @UuidParam('shipmentId', 'a shipment id') shipmentId: string, @Body() body: ShipShipmentDto): Promise<ShipmentMoveDto> {
    return this.act(user, shipmentId, { kind: 'ship', carrier: body.carrier, trackingNumber: body.trackingNumber });
  }

  @Post(':shipmentId/out-for-delivery')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Send a packed shipment out for same-day delivery',
    description:
      "packed → out_for_delivery. Only for same-day delivery: a 2-day shipping shipment answers 409 SHIPMENT_FULFILLMENT_MISMATCH (send it with /ship, carrier and tracking number). The shipment's share of the payment is captured now (idempotency key shipment:{id}:capture).",
  })
  @ApiOkResponse({ type: ShipmentMoveDto })
  @ApiDomainErrors(
    SHIPMENT_ID,
    new ShipmentNotFoundError(),
    new ShipmentTransitionError('pending', 'out_for_delivery'),
    new ShipmentFulfillmentMismatchError('shipping', 'out_for_delivery'),
    new PaymentOperationRefusedError('The payment was voided; nothing can be captured any more.'),
  )
  outForDelivery(@CurrentUser() user: SignedInUser, @UuidParam('shipmentId', 'a shipment id') shipmentId: string): Promise<ShipmentMoveDto> {
    return this.act(user, shipmentId, { kind: 'out_for_delivery' });
  }

  @Post(':shipmentId/deliver')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Hand the shipment over after checking the ID',
    description:
      "shipped or out_for_delivery → delivered, when the ID proves the account holder is 21 or older today — the calendar day at the ship-to address (its state's time zone; America/New_York when unknown), not the UTC day. An ID that cannot prove an age (expired, or an impossible or future date of birth) answers 422 naming the field and nothing changes. " +
      "An ID under 21 today, or whose date of birth is not the one the shopper declared at checkout, refuses the delivery (200, status refused, refusalReason underage or date_of_birth_mismatch) with a refusal's consequences: the captured share refunded, the lines' commissions reversed. " +
      "A match moves the shopper's account to ageStatus id_checked. Kept: who checked, when, the ID type, the year of birth and whether it matched — never the ID's number nor its full date of birth. The lines' commissions start their hold (COMMISSION_HOLD_DAYS from now). A shipment that never left answers 409.",
  })
  @ApiOkResponse({ type: ShipmentMoveDto })
  @ApiDomainErrors(
    SHIPMENT_ID,
    validationFailure(DeliverShipmentDto, { ...ADULT_ID, idDateOfBirth: '12/04/1990' }),
    new ShipmentNotFoundError(),
    new ShipmentTransitionError('packed', 'delivered'),
    () => checkHandoff({ ...ADULT_ID, idDateOfBirth: '1990-01-01', idExpiresOn: '2026-11-20' }, TODAY, null),
    () => checkHandoff({ ...ADULT_ID, idDateOfBirth: '2030-01-01' }, TODAY, null),
  )
  deliver(@CurrentUser() user: SignedInUser, @UuidParam('shipmentId', 'a shipment id') shipmentId: string, @Body() body: DeliverShipmentDto): Promise<ShipmentMoveDto> {
    return this.act(user, shipmentId, { kind: 'deliver', id: { recipientName: body.recipientName.trim(), idType: body.idType, idDateOfBirth: body.idDateOfBirth, idExpiresOn: body.idExpiresOn } });
  }

  @Post(':shipmentId/refuse')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Record a delivery refused at the door',
    description:
      "shipped or out_for_delivery → refused, with the reason (no_id, underage, expired_id, intoxicated, no_one_available, address_problem, date_of_birth_mismatch). What was captured is refunded to the shopper (idempotency key shipment:{id}:refund) and the lines' commissions are reversed (after payout: a negative adjustment). Refusing twice answers 409.",
  })
  @ApiOkResponse({ type: ShipmentMoveDto })
  @ApiDomainErrors(SHIPMENT_ID, validationFailure(RefuseShipmentDto, { reason: 'rude' }), new ShipmentNotFoundError(), new ShipmentTransitionError('refused', 'refused'), new OrderStatusTransitionError('refunded', 'partially_refunded'))
  refuse(@CurrentUser() user: SignedInUser, @UuidParam('shipmentId', 'a shipment id') shipmentId: string, @Body() body: RefuseShipmentDto): Promise<ShipmentMoveDto> {
    return this.act(user, shipmentId, { kind: 'refuse', reason: body.reason });
  }

  private async act(user: SignedInUser, shipmentId: string, action: ShipmentAction): Promise<ShipmentMoveDto> {
    const actor = await this.actorOf(user);
    if (actor.role !== 'admin' && !actor.brandId) throw new ShipmentNotFoundError();
    const moved = await this.commandBus.execute(new ShipmentActionCommand(shipmentId, actor, action));
    return { id: moved.shipment.id, previousStatus: moved.from, status: moved.to, changedAt: moved.at, refusalReason: moved.refusalReason };
  }

  private async actorOf(user: SignedInUser): Promise<ShipmentActor> {
    if (user.role === 'admin') return { userId: user.id, role: user.role, brandId: null };
    const brand = await this.brands.findOwnedBy(user.id);
    return { userId: user.id, role: user.role, brandId: brand?.id ?? null };
  }
}

function toShipmentDto(row: BrandShipmentRow, forAdmin: boolean): BrandShipmentDto {
  return {
    id: row.id,
    orderId: row.orderId,
    orderNumber: row.orderNumber,
    brandId: row.brandId,
    status: row.status,
    fulfillmentType: row.fulfillmentType,
    lines: row.lines.map((line) => ({ orderItemId: line.orderItemId, productId: line.productId, productName: line.productName, quantity: line.quantity, price: centsToDollars(line.priceCents) })),
    shopperName: row.shopperName,
    shipTo: row.shipTo,
    dueBy: row.dueBy,
    amount: centsToDollars(row.amountCents),
    captured: centsToDollars(row.capturedCents),
    refunded: centsToDollars(row.refundedCents),
    carrier: row.carrier,
    trackingNumber: row.trackingNumber,
    trackingUrl: row.trackingUrl,
    refusalReason: row.refusalReason,
    handoff: forAdmin ? row.handoff : null,
    timeline: row.timeline,
    createdAt: row.createdAt,
  };
}
