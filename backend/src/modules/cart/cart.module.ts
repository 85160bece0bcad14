import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { AddCartItemHandler } from './application/commands/add-cart-item/add-cart-item.handler';
import { ClearCartHandler } from './application/commands/clear-cart/clear-cart.handler';
import { RemoveCartItemHandler } from './application/commands/remove-cart-item/remove-cart-item.handler';
import { UpdateCartItemHandler } from './application/commands/update-cart-item/update-cart-item.handler';
import { ChangeCartItemFulfillmentHandler } from './application/commands/change-cart-item-fulfillment/change-cart-item-fulfillment.handler';
import { CART_CHECKOUT } from './application/ports/cart-checkout.port';
import { CART_REPOSITORY } from './application/ports/cart-repository.port';
import { GetCartHandler, GetCartItemHandler } from './application/queries/get-cart/get-cart.handler';
import { GetCartTotalsHandler } from './application/queries/get-cart-totals/get-cart-totals.handler';
import { CartController } from './adapters/http/cart.controller';
import { PostgresCartRepository } from './adapters/persistence/cart.repository';

@Module({
  imports: [CqrsModule],
  controllers: [CartController],
  providers: [
    PostgresCartRepository,
    { provide: CART_REPOSITORY, useExisting: PostgresCartRepository },
    { provide: CART_CHECKOUT, useExisting: PostgresCartRepository },
    AddCartItemHandler,
    UpdateCartItemHandler,
    ChangeCartItemFulfillmentHandler,
    RemoveCartItemHandler,
    ClearCartHandler,
    GetCartHandler,
    GetCartItemHandler,
    GetCartTotalsHandler,
  ],
  exports: [CART_CHECKOUT],
})
export class CartModule {}
