import { Body, Controller, Delete, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { centsToDollars } from '../../../../shared/domain/money';
import { UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { FULFILLMENT_TYPES } from '../../../catalog';
import { CurrentUser, SignedInGuard, SignedInUser } from '../../../identity';
import { CartTotals } from '../../domain/cart-totals';
import { assertCanAddToCart, CartItemNotFoundError, CartProductNotFoundError, offersFulfillment } from '../../domain/cart.errors';
import { CartQuantity } from '../../domain/cart-quantity';
import { AddCartItemCommand } from '../../application/commands/add-cart-item/add-cart-item.command';
import { ClearCartCommand } from '../../application/commands/clear-cart/clear-cart.command';
import { RemoveCartItemCommand } from '../../application/commands/remove-cart-item/remove-cart-item.command';
import { UpdateCartItemCommand } from '../../application/commands/update-cart-item/update-cart-item.command';
import { ChangeCartItemFulfillmentCommand } from '../../application/commands/change-cart-item-fulfillment/change-cart-item-fulfillment.command';
import type { CartLineView } from '../../application/ports/cart-repository.port';
import { GetCartItemQuery, GetCartQuery } from '../../application/queries/get-cart/get-cart.query';
import { GetCartTotalsQuery } from '../../application/queries/get-cart-totals/get-cart-totals.query';
import { AddCartItemDto, CartItemDto, CartTotalsDto, ChangeCartItemFulfillmentDto, UpdateCartItemDto } from './dto/cart.dto';
import { ApiDomainErrors, ApiErrors, ApiSignedIn } from '../../../../shared/infrastructure/http/api-docs';

/** The rye the examples refuse: sold, delivered and shipped. */
const RYE = { name: 'Ember & Oak Straight Rye', available: true, deliveryAvailable: true, shippingAvailable: true };

const CartItemIdParam = () => UuidParam('cartItemId', 'a cart item id');

/** The signed-in shopper's cart; every call answers 401 when signed out. */
@ApiTags('Cart')
@ApiSignedIn()
@UseGuards(SignedInGuard)
@Controller('cart')
export class CartController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  /** The cart's lines, oldest first, with each product's current prices. */
  @Get()
  @ApiOperation({ summary: 'Your cart', description: "The cart's lines, oldest first, with each product's current prices and whether it can still be bought that way. Changes nothing." })
  @ApiOkResponse({ type: CartItemDto, isArray: true })
  async getCart(@CurrentUser() user: SignedInUser): Promise<CartItemDto[]> {
    const lines = await this.queryBus.execute(new GetCartQuery(user.id));
    return lines.map(toCartItemDto);
  }

  /** The drawer's numbers, computed on the server by the one totals function checkout also uses. */
  @Get('totals')
  @ApiOperation({
    summary: "Your cart's totals",
    description: 'Subtotals per fulfillment group, their fees (free from each product\'s threshold), 8 % tax on items and the total, computed by the same function checkout charges with. Changes nothing.',
  })
  @ApiOkResponse({ type: CartTotalsDto })
  async getCartTotals(@CurrentUser() user: SignedInUser): Promise<CartTotalsDto> {
    return toCartTotalsDto(await this.queryBus.execute(new GetCartTotalsQuery(user.id)));
  }

  /** Adds a product; the same product with the same fulfillment type raises the existing line's quantity. */
  @Post()
  @ApiOperation({
    summary: 'Add a product to your cart',
    description:
      'Adds `quantity` (default 1) of the product for delivery or shipping. The same product with the same fulfillment type raises the existing line instead of adding a second one, so a retried call adds again: it is not idempotent. A line holds at most 99.',
  })
  @ApiCreatedResponse({ type: CartItemDto, description: 'The line now holding the product' })
  @ApiDomainErrors(
    () => CartQuantity.of(90).plus(CartQuantity.of(12)),
    new CartProductNotFoundError(),
    () => assertCanAddToCart({ ...RYE, available: false }, 'delivery'),
    () => assertCanAddToCart({ ...RYE, deliveryAvailable: false }, 'delivery'),
  )
  async addCartItem(@CurrentUser() user: SignedInUser, @Body() body: AddCartItemDto): Promise<CartItemDto> {
    const { itemId } = await this.commandBus.execute(new AddCartItemCommand(user.id, body.productId, body.fulfillmentType, body.quantity ?? 1));
    const line = await this.queryBus.execute(new GetCartItemQuery(user.id, itemId));
    // Removed by a concurrent request of the same shopper between the two statements.
    if (!line) throw new CartItemNotFoundError();
    return toCartItemDto(line);
  }

  /** Sets a line's quantity. */
  @Put(':cartItemId')
  @ApiOperation({ summary: "Set a cart line's quantity", description: 'Replaces the quantity of one line of your cart (1 to 99). Idempotent: the same call twice leaves the same quantity.' })
  @ApiOkResponse({ type: CartItemDto })
  @ApiErrors({ 400: ['MALFORMED_ID'] })
  @ApiDomainErrors(new CartItemNotFoundError())
  async updateCartItem(
    @CurrentUser() user: SignedInUser,
    @CartItemIdParam() itemId: string,
    @Body() body: UpdateCartItemDto,
  ): Promise<CartItemDto> {
    await this.commandBus.execute(new UpdateCartItemCommand(user.id, itemId, body.quantity));
    const line = await this.queryBus.execute(new GetCartItemQuery(user.id, itemId));
    if (!line) throw new CartItemNotFoundError();
    return toCartItemDto(line);
  }

  /** The 'Choose delivery option' dialog: Same-Day Delivery or 2-Day Shipping for one line. */
  @Put(':cartItemId/fulfillment')
  @ApiOperation({
    summary: "Change a cart line's delivery option",
    description:
      'Switches one line of your cart between same-day delivery and 2-day shipping; GET /api/cart/totals then answers the fees and total for the new way. ' +
      'A product not offered that way is refused with the reason (409 FULFILLMENT_TYPE_UNAVAILABLE). When the cart already holds the product that way, that line takes the quantity ' +
      'and this one goes (the answer is the line now holding it, whose id may differ); a line holds at most 99. Idempotent: the same call twice leaves the same cart.',
  })
  @ApiOkResponse({ type: CartItemDto, description: 'The line now holding the product' })
  @ApiErrors({ 400: ['MALFORMED_ID'] })
  @ApiDomainErrors(
    new CartItemNotFoundError(),
    () => CartQuantity.of(90).plus(CartQuantity.of(12)),
    () => assertCanAddToCart({ ...RYE, deliveryAvailable: false }, 'delivery'),
    () => assertCanAddToCart({ ...RYE, available: false }, 'delivery'),
  )
  async changeCartItemFulfillment(
    @CurrentUser() user: SignedInUser,
    @CartItemIdParam() itemId: string,
    @Body() body: ChangeCartItemFulfillmentDto,
  ): Promise<CartItemDto> {
    const { itemId: holding } = await this.commandBus.execute(new ChangeCartItemFulfillmentCommand(user.id, itemId, body.fulfillmentType));
    const line = await this.queryBus.execute(new GetCartItemQuery(user.id, holding));
    if (!line) throw new CartItemNotFoundError();
    return toCartItemDto(line);
  }

  @Delete(':cartItemId')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a cart line', description: 'Removes one line from your cart. A line that is not (or no longer) in your cart answers 404.' })
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiErrors({ 400: ['MALFORMED_ID'] })
  @ApiDomainErrors(new CartItemNotFoundError())
  async removeCartItem(@CurrentUser() user: SignedInUser, @CartItemIdParam() itemId: string): Promise<void> {
    await this.commandBus.execute(new RemoveCartItemCommand(user.id, itemId));
  }

  /** Removes every line (an empty cart stays empty, also 204). */
  @Delete()
  @HttpCode(204)
  @ApiOperation({ summary: 'Empty your cart', description: 'Removes every line. Idempotent: an empty cart stays empty and also answers 204.' })
  @ApiNoContentResponse({ description: 'Cart emptied' })
  async clearCart(@CurrentUser() user: SignedInUser): Promise<void> {
    await this.commandBus.execute(new ClearCartCommand(user.id));
  }
}

function toCartItemDto(line: CartLineView): CartItemDto {
  const { product } = line;
  return {
    id: line.id,
    productId: line.productId,
    fulfillmentType: line.fulfillmentType,
    quantity: line.quantity,
    product: {
      name: product.name,
      price: centsToDollars(product.priceCents),
      image: product.image,
      freeDeliveryMin: centsToDollars(product.freeDeliveryMinCents),
      deliveryFee: centsToDollars(product.deliveryFeeCents),
      freeShippingMin: centsToDollars(product.freeShippingMinCents),
      shippingFee: centsToDollars(product.shippingFeeCents),
      available: product.available && offersFulfillment(product, line.fulfillmentType),
      fulfillmentOptions: product.available ? FULFILLMENT_TYPES.filter((type) => offersFulfillment(product, type)) : [],
    },
  };
}

export function toCartTotalsDto(totals: CartTotals): CartTotalsDto {
  return {
    subtotal: centsToDollars(totals.subtotalCents),
    deliverySubtotal: centsToDollars(totals.deliverySubtotalCents),
    shippingSubtotal: centsToDollars(totals.shippingSubtotalCents),
    deliveryFee: centsToDollars(totals.deliveryFeeCents),
    shippingFee: centsToDollars(totals.shippingFeeCents),
    fees: centsToDollars(totals.feesCents),
    tax: centsToDollars(totals.taxCents),
    total: centsToDollars(totals.totalCents),
    count: totals.itemCount,
  };
}
