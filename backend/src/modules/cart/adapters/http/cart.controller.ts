import { Body, Controller, Delete, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCookieAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import { centsToDollars } from '../../../../shared/domain/money';
import { UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { CurrentUser, SignedInGuard, SignedInUser } from '../../../identity';
import { CartTotals } from '../../domain/cart-totals';
import { CartItemNotFoundError, offersFulfillment } from '../../domain/cart.errors';
import { AddCartItemCommand } from '../../application/commands/add-cart-item/add-cart-item.command';
import { ClearCartCommand } from '../../application/commands/clear-cart/clear-cart.command';
import { RemoveCartItemCommand } from '../../application/commands/remove-cart-item/remove-cart-item.command';
import { UpdateCartItemCommand } from '../../application/commands/update-cart-item/update-cart-item.command';
import type { CartLineView } from '../../application/ports/cart-repository.port';
import { GetCartItemQuery, GetCartQuery } from '../../application/queries/get-cart/get-cart.query';
import { GetCartTotalsQuery } from '../../application/queries/get-cart-totals/get-cart-totals.query';
import { AddCartItemDto, CartItemDto, CartTotalsDto, UpdateCartItemDto } from './dto/cart.dto';
import { ErrorDto } from '../../../../shared/infrastructure/http/error.dto';

const CartItemIdParam = () => UuidParam('cartItemId', 'a cart item id');

/** The signed-in shopper's cart (seed 000 §7); every call answers 401 when signed out. */
@ApiTags('Cart')
@ApiCookieAuth()
@ApiResponse({ status: 401, type: ErrorDto, description: 'Signed out' })
@UseGuards(SignedInGuard)
@Controller('cart')
export class CartController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  /** The cart's lines, oldest first, with each product's current prices. */
  @Get()
  @ApiOkResponse({ type: CartItemDto, isArray: true })
  async getCart(@CurrentUser() user: SignedInUser): Promise<CartItemDto[]> {
    const lines = await this.queryBus.execute(new GetCartQuery(user.id));
    return lines.map(toCartItemDto);
  }

  /** The drawer's numbers, computed on the server by the one totals function checkout also uses. */
  @Get('totals')
  @ApiOkResponse({ type: CartTotalsDto })
  async getCartTotals(@CurrentUser() user: SignedInUser): Promise<CartTotalsDto> {
    return toCartTotalsDto(await this.queryBus.execute(new GetCartTotalsQuery(user.id)));
  }

  /** Adds a product; the same product with the same fulfillment type raises the existing line's quantity. */
  @Post()
  @ApiCreatedResponse({ type: CartItemDto, description: 'The line now holding the product' })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'Bad productId, fulfillmentType or quantity (1-99, also after adding)' })
  @ApiResponse({ status: 404, type: ErrorDto, description: 'No such product' })
  @ApiResponse({ status: 409, type: ErrorDto, description: 'Product unavailable or not offered for this fulfillment type' })
  async addCartItem(@CurrentUser() user: SignedInUser, @Body() body: AddCartItemDto): Promise<CartItemDto> {
    const { itemId } = await this.commandBus.execute(new AddCartItemCommand(user.id, body.productId, body.fulfillmentType, body.quantity ?? 1));
    const line = await this.queryBus.execute(new GetCartItemQuery(user.id, itemId));
    // Removed by a concurrent request of the same shopper between the two statements.
    if (!line) throw new CartItemNotFoundError();
    return toCartItemDto(line);
  }

  /** Sets a line's quantity. */
  @Put(':cartItemId')
  @ApiOkResponse({ type: CartItemDto })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'quantity is not a whole number from 1 to 99' })
  @ApiResponse({ status: 404, type: ErrorDto, description: 'Not an item of your cart' })
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

  @Delete(':cartItemId')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiResponse({ status: 404, type: ErrorDto, description: 'Not an item of your cart' })
  async removeCartItem(@CurrentUser() user: SignedInUser, @CartItemIdParam() itemId: string): Promise<void> {
    await this.commandBus.execute(new RemoveCartItemCommand(user.id, itemId));
  }

  /** Removes every line (an empty cart stays empty, also 204). */
  @Delete()
  @HttpCode(204)
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
