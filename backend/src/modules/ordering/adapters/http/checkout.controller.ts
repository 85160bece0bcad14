import { BadRequestException, Body, Controller, Headers, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCookieAuth, ApiCreatedResponse, ApiHeader, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { centsToDollars } from '../../../../shared/domain/money';
import { CurrentUser, SignedInGuard, SignedInUser } from '../../../identity';
import { CheckoutCartCommand } from '../../application/commands/checkout-cart/checkout-cart.command';
import { CheckoutProductCommand } from '../../application/commands/checkout-product/checkout-product.command';
import type { CheckoutResult, IdempotencyRequest } from '../../application/checkout-model';
import { requestFingerprint } from '../../application/request-fingerprint';
import { QuoteProductCheckoutQuery } from '../../application/queries/quote-product-checkout/quote-product-checkout.query';
import { CheckoutCartDto, CheckoutDto, CheckoutQuoteDto, CheckoutQuoteResultDto, CheckoutResultDto } from './dto/checkout.dto';
import { ErrorDto } from '../../../../shared/infrastructure/http/error.dto';

const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7E]{1,255}$/;

const idempotencyHeaderDoc = ApiHeader({
  name: 'Idempotency-Key',
  required: false,
  description: 'Optional, 1-255 visible ASCII characters (a UUID per checkout attempt). The same key with the same body answers the first response again and creates nothing; with another body → 422. Keys live 24 hours.',
});

/** Checkout: server-priced orders and one payment; signed-in shoppers only. */
@ApiTags('Checkout')
@ApiCookieAuth()
@ApiResponse({ status: 401, type: ErrorDto, description: 'Signed out' })
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
  @ApiOperation({ summary: 'What POST /api/checkout would charge for this product: subtotal, fee, 8 % tax and total; no side effects' })
  @ApiOkResponse({ type: CheckoutQuoteResultDto })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'A missing or invalid field, or the product cannot be sent to that state that way (message says why)' })
  @ApiResponse({ status: 404, type: ErrorDto, description: 'No such product' })
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

  /** Seed 000's single-product checkout: one of the product, delivered or shipped to the address. */
  @Post()
  @idempotencyHeaderDoc
  @ApiCreatedResponse({ type: CheckoutResultDto })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'A missing or invalid field, or the product cannot be sent to that address that way (message says why)' })
  @ApiResponse({ status: 402, type: ErrorDto, description: 'Your card was declined.' })
  @ApiResponse({ status: 404, type: ErrorDto, description: 'No such product or creator' })
  @ApiResponse({ status: 422, type: ErrorDto, description: 'Idempotency-Key reused with another body' })
  async checkout(
    @CurrentUser() user: SignedInUser,
    @Body() body: CheckoutDto,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
  ): Promise<CheckoutResultDto> {
    const result = await this.commandBus.execute(
      new CheckoutProductCommand(
        user.id,
        body.productId,
        body.creatorId ?? null,
        body.fulfillmentType,
        { ...body.shippingInfo },
        { method: body.paymentInfo.method, last4: body.paymentInfo.last4 },
        idempotencyOf(idempotencyKey, 'checkout', body),
      ),
    );
    return toCheckoutResultDto(result);
  }

  /** Checkout of the whole cart: one order per fulfillment group, ONE payment for the grand total; the cart is emptied once paid. */
  @Post('cart')
  @idempotencyHeaderDoc
  @ApiCreatedResponse({ type: CheckoutResultDto })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'A missing or invalid field, or an item cannot be sent to that address that way (message says why)' })
  @ApiResponse({ status: 402, type: ErrorDto, description: 'Your card was declined.' })
  @ApiResponse({ status: 409, type: ErrorDto, description: 'The cart is empty' })
  @ApiResponse({ status: 422, type: ErrorDto, description: 'Idempotency-Key reused with another body' })
  async checkoutCart(
    @CurrentUser() user: SignedInUser,
    @Body() body: CheckoutCartDto,
    @Headers(IDEMPOTENCY_KEY_HEADER) idempotencyKey: string | undefined,
  ): Promise<CheckoutResultDto> {
    const result = await this.commandBus.execute(
      new CheckoutCartCommand(
        user.id,
        { ...body.shippingInfo },
        { method: body.paymentInfo.method, last4: body.paymentInfo.last4 },
        idempotencyOf(idempotencyKey, 'checkout-cart', body),
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
