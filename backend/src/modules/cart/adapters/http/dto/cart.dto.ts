import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsDefined, IsIn, IsInt, IsUUID, Max, Min } from 'class-validator';
import { IsOmittable } from '../../../../../shared/infrastructure/http/omittable';
import { CartQuantity } from '../../../domain/cart-quantity';
import { FULFILLMENT_TYPES, FulfillmentType } from '../../../../catalog';

const quantityMessage = `quantity must be a whole number from ${CartQuantity.MIN} to ${CartQuantity.MAX}`;

export class AddCartItemDto {
  @ApiProperty({ format: 'uuid' })
  @IsUUID('4', { message: 'productId must be a product id (a UUID)' })
  @IsDefined({ message: 'productId is required' })
  productId!: string;

  @ApiProperty({ enum: FULFILLMENT_TYPES, example: 'delivery' })
  @IsIn([...FULFILLMENT_TYPES], { message: `fulfillmentType must be one of ${FULFILLMENT_TYPES.join(', ')}` })
  @IsDefined({ message: 'fulfillmentType is required' })
  fulfillmentType!: FulfillmentType;

  @ApiPropertyOptional({ minimum: CartQuantity.MIN, maximum: CartQuantity.MAX, default: 1, description: 'Added to the line when the product is already in the cart with this fulfillment type' })
  @Max(CartQuantity.MAX, { message: quantityMessage })
  @Min(CartQuantity.MIN, { message: quantityMessage })
  @IsInt({ message: quantityMessage })
  @IsOmittable()
  quantity?: number;
}

export class UpdateCartItemDto {
  @ApiProperty({ minimum: CartQuantity.MIN, maximum: CartQuantity.MAX, description: 'The new quantity of the line' })
  @Max(CartQuantity.MAX, { message: quantityMessage })
  @Min(CartQuantity.MIN, { message: quantityMessage })
  @IsInt({ message: quantityMessage })
  @IsDefined({ message: 'quantity is required' })
  quantity!: number;
}

export class CartItemProductDto {
  @ApiProperty() name!: string;
  @ApiProperty({ description: 'Unit price in dollars', example: 42.5 }) price!: number;
  @ApiProperty({ type: String, nullable: true }) image!: string | null;
  @ApiProperty({ description: 'Delivery group is free from this subtotal (dollars)', example: 35 }) freeDeliveryMin!: number;
  @ApiProperty({ example: 4.99 }) deliveryFee!: number;
  @ApiProperty({ description: 'Shipping group is free from this subtotal (dollars)', example: 75 }) freeShippingMin!: number;
  @ApiProperty({ example: 8.99 }) shippingFee!: number;
  @ApiProperty({ description: "False when the product is unavailable or no longer offered for this line's fulfillment type; checkout refuses such a line" })
  available!: boolean;
}

export class CartItemDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) productId!: string;
  @ApiProperty({ enum: FULFILLMENT_TYPES }) fulfillmentType!: FulfillmentType;
  @ApiProperty({ minimum: CartQuantity.MIN, maximum: CartQuantity.MAX }) quantity!: number;
  @ApiProperty({ type: CartItemProductDto }) product!: CartItemProductDto;
}

/** Seed 000 §9 in dollars. */
export class CartTotalsDto {
  @ApiProperty({ description: 'All items, both groups', example: 84.97 }) subtotal!: number;
  @ApiProperty({ description: 'Items for same-day delivery' }) deliverySubtotal!: number;
  @ApiProperty({ description: 'Items for 2-day shipping' }) shippingSubtotal!: number;
  @ApiProperty({ description: 'Fee of the delivery group: 0 when empty or at/above its free-from threshold' }) deliveryFee!: number;
  @ApiProperty({ description: 'Fee of the shipping group: 0 when empty or at/above its free-from threshold' }) shippingFee!: number;
  @ApiProperty({ description: "deliveryFee + shippingFee: the drawer's 'Delivery & Shipping' line" }) fees!: number;
  @ApiProperty({ description: '8 % of the item subtotal (fees are not taxed)' }) tax!: number;
  @ApiProperty({ description: 'subtotal + fees + tax' }) total!: number;
  @ApiProperty({ description: 'Sum of quantities' }) count!: number;
}
