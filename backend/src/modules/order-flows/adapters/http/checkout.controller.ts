import { BadRequestException, Body, Controller, Get, Headers, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { centsToDollars } from '../../../../shared/domain/money';
import { CurrentUser, DateOfBirthAlreadyDeclaredError, DateOfBirthInvalidError, DateOfBirthRequiredError, SignedInGuard, SignedInUser, UnderageShopperError } from '../../../identity';
import {
  CheckoutProductNotFoundError,
  type CheckoutResult,
  EmptyCartError,
  IdempotencyKeyReusedError,
  type IdempotencyRequest,
  PaymentDeclinedError,
  QuoteProductCheckoutQuery,
  requestFingerprint,
} from '../../../ordering';
import { CheckoutCommand } from '../../application/checkout/checkout.command';
import { ApiDomainErrors, ApiIdempotent, ApiSignedIn, ErrorExample } from '../../../../shared/infrastructure/http/api-docs';
import { validationFailure } from '../../../../shared/infrastructure/http/validation.pipe';
import { assertCanFulfilToState, assertWithinOrderLimit, assertWithinRollingLimit, firstVersionRule, normaliseStateCode, type RuleSnapshot } from '../../../compliance';
import { CartCheckQuery } from '../../application/checkout/cart-check.query';
import { ReferringCreatorNotFoundError } from '../../../commissions';
import { CartCheckDto, CartCheckQueryDto, CheckoutCartDto, CheckoutDto, CheckoutQuoteDto, CheckoutQuoteResultDto, CheckoutResultDto } from './dto/checkout.dto';

const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7E]{1,255}$/;

/** The rye the examples refuse: sold, delivered and shipped, shipped only to CA and NY. */
const RYE = { name: 'Ember & Oak Straight Rye', available: true, deliveryAvailable: true, shippingAvailable: true, markets: ['CA', 'NY'], categories: ['whiskey'] };

/** The first version of the rules for a state, as the examples evaluate them. */
function firstRules(state: string, changes: Partial<ReturnType<typeof firstVersionRule>> = {}): RuleSnapshot {
  return { state, rule: state === 'ZZ' ? null : { ...firstVersionRule(state), ...changes }, deliveryStates: ['CA', 'NY', 'TX', 'FL', 'WA', 'OR', 'NV', 'CO'] };
}

/** What a checkout may be refused for, besides its body's validation (both checkouts): the state rules of the address for every line, the bottle limits, and the card. */
const CHECKOUT_REFUSALS: ErrorExample[] = [
  () => normaliseStateCode('California'),
  () => assertCanFulfilToState(RYE, 'delivery', firstRules('ZZ')),
  () => assertCanFulfilToState(RYE, 'delivery', firstRules('UT')),
  () => assertCanFulfilToState(RYE, 'delivery', firstRules('TX', { dryZipPrefixes: ['79'] }), '79901'),
  () => assertCanFulfilToState({ ...RYE, available: false }, 'delivery', firstRules('CA')),
  () => assertCanFulfilToState({ ...RYE, deliveryAvailable: false }, 'delivery', firstRules('CA')),
  () => assertCanFulfilToState(RYE, 'delivery', firstRules('ME')),
  () => assertCanFulfilToState(RYE, 'shipping', firstRules('NY', { shippingAllowed: { spirits: false, wine: true, beer: true } })),
  () => assertCanFulfilToState(RYE, 'shipping', firstRules('ME')),
  () => assertWithinOrderLimit(firstRules('TX', { maxBottlesPerOrder: 3 }), 4),
  () => assertWithinRollingLimit(firstRules('TX', { maxBottlesPer30Days: 6 }), 5, 2),
  new PaymentDeclinedError(),
  new DateOfBirthRequiredError(),
  new DateOfBirthInvalidError(),
  new UnderageShopperError(),
  new DateOfBirthAlreadyDeclaredError(),
];

/** A key with a space in it, and a key already used with another body. */
const IDEMPOTENCY_REFUSALS: ErrorExample[] = [() => idempotencyOf('attempt 1', 'checkout', {}), new IdempotencyKeyReusedError()];

/** Checkout: server-priced orders and one payment; signed-in shoppers only. */
@ApiTags('Checkout')
@ApiSignedIn()
@ApiDomainErrors(...CHECKOUT_REFUSALS)
@UseGuards(SignedInGuard)
@Controller('checkout')
export class CheckoutController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  /** The full price of a single-product checkout before payment, from the checkout's own pricing; creates nothing. */
  @Post('quote')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Price a single-product checkout',
    description:
      'What POST /api/checkout would charge for this product, fulfillment type and state: subtotal, delivery or shipping fee, 8 % tax and total, priced by the same code as the checkout. ' +
      'Signed-in shoppers. Changes nothing; no Idempotency-Key needed. The same refusals as the checkout itself (except payment).',
  })
  @ApiOkResponse({ type: CheckoutQuoteResultDto })
  @ApiDomainErrors(new CheckoutProductNotFoundError())
  async quote(@Body() body: CheckoutQuoteDto): Promise<CheckoutQuoteResultDto> {
    const quote = await this.queryBus.execute(new QuoteProductCheckoutQuery(body.productId, body.fulfillmentType, body.shippingInfo?.state ?? null));
    return {
      fulfillmentType: quote.order.fulfillmentType,
      subtotal: centsToDollars(quote.order.subtotalCents),
      deliveryFee: centsToDollars(quote.order.feeCents),
      tax: centsToDollars(quote.order.taxCents),
      total: centsToDollars(quote.totalCents),
    };
  }

  /** The cart drawer's check: the checkout's own state rules and bottle limits over the cart, for an address. */
  @Get('cart/check')
  @ApiOperation({
    summary: 'Could the cart be checked out to this address?',
    description:
      'Applies the checkout’s rules to the signed-in shopper’s cart for the address’s state (and ZIP): the state’s rules in force now, every line’s way there, the per-order bottle limit and the rolling 30-day limit over the shopper’s orders. ' +
      'Answers allowed, or the code and message POST /api/checkout/cart would refuse with. An empty cart is allowed. Changes nothing.',
  })
  @ApiOkResponse({ type: CartCheckDto })
  @ApiDomainErrors(validationFailure(CartCheckQueryDto, { state: 'Texas' }))
  checkCart(@CurrentUser() user: SignedInUser, @Query() query: CartCheckQueryDto): Promise<CartCheckDto> {
    return this.queryBus.execute(new CartCheckQuery(user.id, query.state, query.zipCode ?? null));
  }

  /** Seed 000's single-product checkout: one of the product, delivered or shipped to the address. */
  @Post()
  @ApiOperation({
    summary: 'Buy one product',
    description:
      'Prices one unit of the product on the server, charges the card through the payment sandbox and creates one paid order for delivery (arrives in about 3 hours) or shipping (about 3 days) to the address. ' +
      'A creatorId credits that creator with the sale. The sandbox declines last4 0002 (402). Nothing is written when the charge or a check fails. ' +
      'A dateOfBirth (YYYY-MM-DD) is required while the account has none; under 21 that day is refused (422 UNDERAGE) and only counted.',
  })
  @ApiIdempotent(...IDEMPOTENCY_REFUSALS)
  @ApiCreatedResponse({ type: CheckoutResultDto })
  @ApiDomainErrors(new CheckoutProductNotFoundError(), new ReferringCreatorNotFoundError())
  async checkout(
    @CurrentUser() user: SignedInUser,
    @Body() body: CheckoutDto,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
  ): Promise<CheckoutResultDto> {
    const result = await this.commandBus.execute(
      new CheckoutCommand(
        user.id,
        { kind: 'product', productId: body.productId, fulfillmentType: body.fulfillmentType, creatorId: body.creatorId ?? null },
        { ...body.shippingInfo },
        { method: body.paymentInfo.method, last4: body.paymentInfo.last4 },
        idempotencyOf(idempotencyKey, 'checkout', body),
        body.dateOfBirth ?? null,
      ),
    );
    return toCheckoutResultDto(result);
  }

  /** Checkout of the whole cart: one order per fulfillment group, ONE payment for the grand total; the cart is emptied once paid. */
  @Post('cart')
  @ApiOperation({
    summary: 'Buy everything in your cart',
    description:
      'Prices the cart on the server with the totals of GET /api/cart/totals, charges the card ONCE for the grand total and creates one paid order per fulfillment group (delivery, shipping); the cart is emptied once paid. ' +
      'Nothing is written and the cart is kept when the charge or a check fails. ' +
      'A dateOfBirth (YYYY-MM-DD) is required while the account has none; under 21 that day is refused (422 UNDERAGE) and only counted.',
  })
  @ApiIdempotent(...IDEMPOTENCY_REFUSALS)
  @ApiCreatedResponse({ type: CheckoutResultDto })
  @ApiDomainErrors(new EmptyCartError())
  async checkoutCart(
    @CurrentUser() user: SignedInUser,
    @Body() body: CheckoutCartDto,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
  ): Promise<CheckoutResultDto> {
    const result = await this.commandBus.execute(
      new CheckoutCommand(
        user.id,
        { kind: 'cart' },
        { ...body.shippingInfo },
        { method: body.paymentInfo.method, last4: body.paymentInfo.last4 },
        idempotencyOf(idempotencyKey, 'checkout-cart', body),
        body.dateOfBirth ?? null,
      ),
    );
    return toCheckoutResultDto(result);
  }
}

function idempotencyOf(header: string | undefined, operation: string, body: object): IdempotencyRequest | null {
  if (header === undefined) return null;
  if (!IDEMPOTENCY_KEY_PATTERN.test(header)) {
    throw new BadRequestException({
      message: 'Idempotency-Key must be 1 to 255 visible ASCII characters without spaces; a new UUID per checkout attempt works well.',
      code: 'INVALID_IDEMPOTENCY_KEY',
    });
  }
  return { key: header, requestHash: requestFingerprint(operation, body) };
}

function toCheckoutResultDto(result: CheckoutResult): CheckoutResultDto {
  return {
    alcpaySessionId: result.alcpaySessionId,
    message: result.message,
    total: centsToDollars(result.totalCents),
    orders: result.orders.map((order) => ({
      id: order.id,
      orderNumber: order.orderNumber ?? null,
      status: order.status,
      fulfillmentType: order.fulfillmentType,
      subtotal: centsToDollars(order.subtotalCents),
      deliveryFee: centsToDollars(order.deliveryFeeCents),
      tax: centsToDollars(order.taxCents),
      total: centsToDollars(order.totalCents),
      estimatedDelivery: order.estimatedDelivery,
    })),
  };
}
