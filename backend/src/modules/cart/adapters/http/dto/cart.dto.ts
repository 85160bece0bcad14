import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ApiMoney } from '../../../../../shared/infrastructure/http/api-docs';
import { IsDefined, IsIn, IsInt, IsUUID, Max, Min } from 'class-validator';
import { IsOmittable } from '../../../../../shared/infrastructure/http/omittable';
import { CartQuantity } from '../../../domain/cart-quantity';
import { FULFILLMENT_TYPES, FulfillmentType } from '../../../../catalog';

const quantityMessage = `quantity must be a whole number from ${CartQuantity.MIN} to ${CartQuantity.MAX}`;

export class AddCartItemDto {
  @ApiProperty({ format: 'uuid', example: '7c9e6679-7425-40de-944b-e07fc1f90ae7' })
  @IsUUID('4', { message: 'productId must be a product id (a UUID)' })
  @IsDefined({ message: 'productId is required' })
  productId!: string;

  @ApiProperty({ enum: FULFILLMENT_TYPES, enumName: 'FulfillmentType', example: 'delivery' })
  @IsIn([...FULFILLMENT_TYPES], { message: `fulfillmentType must be one of ${FULFILLMENT_TYPES.join(', ')}` })
  @IsDefined({ message: 'fulfillmentType is required' })
  fulfillmentType!: FulfillmentType;

  @ApiPropertyOptional({ minimum: CartQuantity.MIN, maximum: CartQuantity.MAX, default: 1, description: 'Added to the line when the product is already in the cart with this fulfillment type', example: 2 })
  @Max(CartQuantity.MAX, { message: quantityMessage })
  @Min(CartQuantity.MIN, { message: quantityMessage })
  @IsInt({ message: quantityMessage })
  @IsOmittable()
  quantity?: number;
}

export class UpdateCartItemDto {
  @ApiProperty({ minimum: CartQuantity.MIN, maximum: CartQuantity.MAX, description: 'The new quantity of the line', example: 2 })
  @Max(CartQuantity.MAX, { message: quantityMessage })
  @Min(CartQuantity.MIN, { message: quantityMessage })
  @IsInt({ message: quantityMessage })
  @IsDefined({ message: 'quantity is required' })
  quantity!: number;
}

export class ChangeCartItemFulfillmentDto {
  @ApiProperty({ enum: FULFILLMENT_TYPES, enumName: 'FulfillmentType', description: 'delivery (Same-Day Delivery) or shipping (2-Day Shipping)', example: 'shipping' })
  @IsIn([...FULFILLMENT_TYPES], { message: `fulfillmentType must be one of ${FULFILLMENT_TYPES.join(', ')}` })
  @IsDefined({ message: 'fulfillmentType is required' })
  fulfillmentType!: FulfillmentType;
}

export class CartItemProductDto {
  @ApiProperty({ example: 'Ember & Oak Straight Rye' }) name!: string;
  @ApiMoney(42.5, 'Unit price') price!: number;
  @ApiProperty({ type: String, nullable: true, example: '/images/products/ember-oak-straight-rye.svg' }) image!: string | null;
  @ApiMoney(35, 'Delivery group is free from this subtotal') freeDeliveryMin!: number;
  @ApiMoney(4.99, 'Delivery fee of the product when its group is below the free-from threshold') deliveryFee!: number;
  @ApiMoney(75, 'Shipping group is free from this subtotal') freeShippingMin!: number;
  @ApiMoney(8.99, 'Shipping fee of the product when its group is below the free-from threshold') shippingFee!: number;
  @ApiProperty({
    enum: FULFILLMENT_TYPES,
    enumName: 'FulfillmentType',
    isArray: true,
    description: "The ways the product can be bought today (empty when unavailable): both, and the 'Choose delivery option' dialog can switch the line; one, and the dialog says the other is not offered",
    example: ['delivery', 'shipping'],
  })
  fulfillmentOptions!: FulfillmentType[];
  @ApiProperty({ description: "False when the product is unavailable or no longer offered for this line's fulfillment type; checkout refuses such a line", example: true })
  available!: boolean;
}

export class CartItemDto {
  @ApiProperty({ format: 'uuid', example: 'e1f2a3b4-c5d6-4e7f-8a9b-0c1d2e3f4a5b' }) id!: string;
  @ApiProperty({ format: 'uuid', example: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }) productId!: string;
  @ApiProperty({ enum: FULFILLMENT_TYPES, enumName: 'FulfillmentType', example: 'delivery' }) fulfillmentType!: FulfillmentType;
  @ApiProperty({ minimum: CartQuantity.MIN, maximum: CartQuantity.MAX, example: 2 }) quantity!: number;
  @ApiProperty({ type: CartItemProductDto }) product!: CartItemProductDto;
}

/** The specification's cart figures, in dollars. */
export class CartTotalsDto {
  @ApiMoney(84.97, 'All items, both groups') subtotal!: number;
  @ApiMoney(42.5, 'Items for same-day delivery') deliverySubtotal!: number;
  @ApiMoney(42.47, 'Items for 2-day shipping') shippingSubtotal!: number;
  @ApiMoney(0, 'Fee of the delivery group: 0 when empty or at/above its free-from threshold') deliveryFee!: number;
  @ApiMoney(8.99, 'Fee of the shipping group: 0 when empty or at/above its free-from threshold') shippingFee!: number;
  @ApiMoney(8.99, "deliveryFee + shippingFee: the drawer's 'Delivery & Shipping' line") fees!: number;
  @ApiMoney(6.8, '8 % of the item subtotal (fees are not taxed)') tax!: number;
  @ApiMoney(100.76, 'subtotal + fees + tax') total!: number;
  @ApiProperty({ description: 'Sum of quantities', example: 2 }) count!: number;
}
