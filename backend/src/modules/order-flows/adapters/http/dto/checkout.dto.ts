import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ApiMoney } from '../../../../../shared/infrastructure/http/api-docs';
import { Transform, Type } from 'class-transformer';
import { IsDefined, IsEmail, IsIn, IsNotEmpty, IsObject, IsOptional, IsString, IsUUID, Matches, MaxLength, ValidateNested } from 'class-validator';
import { FULFILLMENT_TYPES, FulfillmentType } from '../../../../catalog';
import { ORDER_STATUSES, type OrderStatus } from '../../../../ordering';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const trimUpper = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim().toUpperCase() : value);
const emptyToUndefined = ({ value }: { value: unknown }) => (value === '' || value === null ? undefined : value);

/** The specification's checkout shipping info; every field required. */
export class ShippingInfoDto {
  @ApiProperty({ example: 'Maya', maxLength: 100 })
  @MaxLength(100, { message: 'firstName must be at most 100 characters' })
  @IsNotEmpty({ message: 'firstName is required' })
  @IsString({ message: 'firstName is required' })
  @Transform(trim)
  firstName!: string;

  @ApiProperty({ example: 'Lopez', maxLength: 100 })
  @MaxLength(100, { message: 'lastName must be at most 100 characters' })
  @IsNotEmpty({ message: 'lastName is required' })
  @IsString({ message: 'lastName is required' })
  @Transform(trim)
  lastName!: string;

  @ApiProperty({ example: 'maya@example.com', maxLength: 254 })
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  @IsNotEmpty({ message: 'email is required' })
  @IsString({ message: 'email is required' })
  @Transform(trim)
  email!: string;

  @ApiProperty({ example: '(415) 555-0134', description: '7 to 20 digits, spaces, dots, dashes, parentheses or a leading +' })
  @Matches(/^\+?[0-9 ().-]{7,20}$/, { message: 'phone must be a phone number such as (415) 555-0134' })
  @IsNotEmpty({ message: 'phone is required' })
  @IsString({ message: 'phone is required' })
  @Transform(trim)
  phone!: string;

  @ApiProperty({ example: '500 Market St', maxLength: 200 })
  @MaxLength(200, { message: 'street must be at most 200 characters' })
  @IsNotEmpty({ message: 'street is required' })
  @IsString({ message: 'street is required' })
  @Transform(trim)
  street!: string;

  @ApiProperty({ example: 'San Francisco', maxLength: 100 })
  @MaxLength(100, { message: 'city must be at most 100 characters' })
  @IsNotEmpty({ message: 'city is required' })
  @IsString({ message: 'city is required' })
  @Transform(trim)
  city!: string;

  @ApiProperty({ example: 'CA', description: 'Two-letter state code (upper-cased by the server)', pattern: '^[A-Z]{2}$' })
  @Matches(/^[A-Z]{2}$/, { message: 'state must be a two-letter state code such as CA' })
  @IsNotEmpty({ message: 'state is required' })
  @IsString({ message: 'state is required' })
  @Transform(trimUpper)
  state!: string;

  @ApiProperty({ example: '94105', description: 'US ZIP code: 5 digits or ZIP+4', maxLength: 10 })
  @Matches(/^\d{5}(-\d{4})?$/, { message: 'zipCode must be a 5-digit ZIP code such as 94105 (or ZIP+4)' })
  @IsNotEmpty({ message: 'zipCode is required' })
  @IsString({ message: 'zipCode is required' })
  @Transform(trim)
  zipCode!: string;
}

/** Only what the specification's checkout page sends: the method and the card's last four digits. A card number or CVV is refused (400). */
export class PaymentInfoDto {
  @ApiProperty({ enum: ['card'], enumName: 'PaymentMethod', example: 'card', description: 'How the shopper pays: card is the only method' })
  @IsIn(['card'], { message: "method must be 'card'" })
  @IsDefined({ message: 'method is required' })
  method!: 'card';

  @ApiProperty({ example: '4242', pattern: '^[0-9]{4}$', description: "The card's last four digits; the sandbox declines 0002" })
  @Matches(/^[0-9]{4}$/, { message: 'last4 must be the last 4 digits of the card' })
  @IsString({ message: 'last4 must be the last 4 digits of the card' })
  @IsDefined({ message: 'last4 is required' })
  last4!: string;
}

export class CheckoutCartDto {
  @ApiProperty({ type: ShippingInfoDto })
  @ValidateNested()
  @Type(() => ShippingInfoDto)
  @IsObject({ message: 'shippingInfo must be an object' })
  @IsDefined({ message: 'shippingInfo is required' })
  shippingInfo!: ShippingInfoDto;

  @ApiProperty({ type: PaymentInfoDto })
  @ValidateNested()
  @Type(() => PaymentInfoDto)
  @IsObject({ message: 'paymentInfo must be an object' })
  @IsDefined({ message: 'paymentInfo is required' })
  paymentInfo!: PaymentInfoDto;

  @ApiPropertyOptional({
    example: '1990-04-12',
    pattern: '^\\d{4}-\\d{2}-\\d{2}$',
    description:
      "The shopper's date of birth (YYYY-MM-DD). Required while the account has none (GET /api/user: ageStatus unverified or self_attested): declared once, 21 or older on the day (UTC); under 21 is refused (422) and not kept. Once declared it may be left out (the same date again is accepted).",
  })
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'dateOfBirth must be a date written YYYY-MM-DD, such as 1990-04-12' })
  @IsString({ message: 'dateOfBirth must be a date written YYYY-MM-DD, such as 1990-04-12' })
  @IsOptional()
  @Transform(emptyToUndefined)
  dateOfBirth?: string;
}

/** POST /api/checkout, as the specification defines it. */
export class CheckoutDto extends CheckoutCartDto {
  @ApiProperty({ format: 'uuid', example: '7c9e6679-7425-40de-944b-e07fc1f90ae7' })
  @IsUUID('4', { message: 'productId must be a product id (a UUID)' })
  @IsDefined({ message: 'productId is required' })
  productId!: string;

  @ApiPropertyOptional({ format: 'uuid', type: String, nullable: true, description: "The creator whose link (utm_source) brought the shopper; credited with the sale", example: '9b2d4f6a-1c3e-4a5b-8c7d-6e5f4a3b2c1d' })
  @IsUUID('4', { message: 'creatorId must be a creator id (a UUID)' })
  @IsOptional()
  @Transform(emptyToUndefined)
  creatorId?: string | null;

  @ApiProperty({ enum: FULFILLMENT_TYPES, enumName: 'FulfillmentType', example: 'delivery' })
  @IsIn([...FULFILLMENT_TYPES], { message: `fulfillmentType must be one of ${FULFILLMENT_TYPES.join(', ')}` })
  @IsDefined({ message: 'fulfillmentType is required' })
  fulfillmentType!: FulfillmentType;
}

export class QuoteShippingInfoDto {
  @ApiPropertyOptional({ example: 'CA', description: 'Two-letter state code; when given, the quote refuses what checkout would refuse there', pattern: '^[A-Z]{2}$' })
  @Matches(/^[A-Z]{2}$/, { message: 'state must be a two-letter state code such as CA' })
  @IsString({ message: 'state must be a two-letter state code such as CA' })
  @IsOptional()
  @Transform(trimUpper)
  state?: string;
}

/**
 * POST /api/checkout/quote: the checkout's product fields, and of the address only the state
 * (the one thing pricing and the delivery-area checks need), which may not be known yet.
 */
export class CheckoutQuoteDto {
  @ApiProperty({ format: 'uuid', example: '7c9e6679-7425-40de-944b-e07fc1f90ae7', description: 'The product to quote' })
  @IsUUID('4', { message: 'productId must be a product id (a UUID)' })
  @IsDefined({ message: 'productId is required' })
  productId!: string;

  @ApiProperty({ enum: FULFILLMENT_TYPES, enumName: 'FulfillmentType', example: 'delivery' })
  @IsIn([...FULFILLMENT_TYPES], { message: `fulfillmentType must be one of ${FULFILLMENT_TYPES.join(', ')}` })
  @IsDefined({ message: 'fulfillmentType is required' })
  fulfillmentType!: FulfillmentType;

  @ApiPropertyOptional({ format: 'uuid', type: String, nullable: true, example: '9b2d4f6a-1c3e-4a5b-8c7d-6e5f4a3b2c1d', description: 'Accepted as in checkout; it does not change the price' })
  @IsUUID('4', { message: 'creatorId must be a creator id (a UUID)' })
  @IsOptional()
  @Transform(emptyToUndefined)
  creatorId?: string | null;

  @ApiPropertyOptional({ type: QuoteShippingInfoDto, description: 'Of the address, only the state (optional)' })
  @ValidateNested()
  @Type(() => QuoteShippingInfoDto)
  @IsObject({ message: 'shippingInfo must be an object' })
  @IsOptional()
  shippingInfo?: QuoteShippingInfoDto;
}

export class CheckoutQuoteResultDto {
  @ApiProperty({ enum: FULFILLMENT_TYPES, enumName: 'FulfillmentType', example: 'delivery' }) fulfillmentType!: FulfillmentType;
  @ApiMoney(42.5, 'The items') subtotal!: number;
  @ApiMoney(0, 'The delivery or shipping fee (0 when waived)') deliveryFee!: number;
  @ApiMoney(3.4, '8 % of the subtotal') tax!: number;
  @ApiMoney(45.9, 'What Place Order will charge') total!: number;
}

export class PlacedOrderDto {
  @ApiProperty({ format: 'uuid', example: 'c4d5e6f7-a8b9-4c0d-9e1f-2a3b4c5d6e7f' }) id!: string;
  @ApiProperty({ type: String, nullable: true, example: '56ad6d46', description: "The number the shopper sees: the session id's last 8 characters, with -1, -2… when one payment paid several orders" })
  orderNumber!: string | null;
  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus', description: 'paid once the payment succeeded', example: 'paid' }) status!: OrderStatus;
  @ApiProperty({ enum: FULFILLMENT_TYPES, enumName: 'FulfillmentType', example: 'delivery' }) fulfillmentType!: FulfillmentType;
  @ApiMoney(42.5, 'The items of this order') subtotal!: number;
  @ApiMoney(0, 'This group\'s delivery or shipping fee') deliveryFee!: number;
  @ApiMoney(3.4, '8 % of the items (fees are not taxed)') tax!: number;
  @ApiMoney(45.9, 'subtotal + deliveryFee + tax') total!: number;
  @ApiProperty({ type: String, format: 'date-time', description: 'now + 3 hours (delivery) or now + 3 days (shipping)', example: '2026-11-20T21:30:00.000Z' }) estimatedDelivery!: string;
}

export class CheckoutResultDto {
  @ApiProperty({ example: 'alcpay_sess_3f9a1c0b7d2e4a6f8b1c2d3e', description: 'The payment session; the order number shown is its last 8 characters' })
  alcpaySessionId!: string;
  @ApiProperty({ example: 'Your order has been placed and paid.' }) message!: string;
  @ApiMoney(45.9, 'Charged in total') total!: number;
  @ApiProperty({ type: PlacedOrderDto, isArray: true, description: 'One order per fulfillment group' }) orders!: PlacedOrderDto[];
}

/** GET /api/checkout/cart/check: the address the cart would be checked out to. */
export class CartCheckQueryDto {
  @ApiProperty({ example: 'TX', description: 'The two-letter code of the address’s state' })
  @Matches(/^[A-Za-z]{2}$/, { message: 'state must be a two-letter code such as TX' })
  @IsString({ message: 'state must be a two-letter code such as TX' })
  state!: string;

  @ApiPropertyOptional({ example: '75001', maxLength: 10, description: 'The address’s ZIP code, for the dry-area rule' })
  @MaxLength(10, { message: 'zipCode must be at most 10 characters' })
  @IsString({ message: 'zipCode must be text' })
  @IsOptional()
  zipCode?: string;
}

/** Whether the cart could be checked out to the address now; otherwise the refusal the checkout would give. */
export class CartCheckDto {
  @ApiProperty({ example: false }) allowed!: boolean;
  @ApiProperty({ type: String, nullable: true, example: 'ORDER_BOTTLE_LIMIT' }) code!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Texas limits alcohol to 2 bottles per order; this order has 3 bottles. Remove 1 bottle to continue.' }) message!: string | null;
}
