import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUUID, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { ApiMoney } from '../../../../../shared/infrastructure/http/api-docs';
import { toInteger } from '../../../../../shared/infrastructure/http/query-transforms';
import { CARRIERS, type Carrier, ID_TYPES, type IdType, REFUSAL_REASONS, type RefusalReason, SHIPMENT_STATUSES, type ShipmentStatus } from '../../../../ordering';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export class ListShipmentsQueryDto {
  @ApiPropertyOptional({ enum: SHIPMENT_STATUSES, enumName: 'ShipmentStatus', description: 'Only shipments in this status', example: 'pending' })
  @IsIn(SHIPMENT_STATUSES, { message: `status must be one of ${SHIPMENT_STATUSES.join(', ')}` })
  @IsOptional()
  status?: ShipmentStatus;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 10_000, default: 1, example: 1 })
  @Max(10_000, { message: 'page must be at most 10000' })
  @Min(1, { message: 'page must be at least 1' })
  @IsInt({ message: 'page must be a whole number' })
  @IsOptional()
  @Transform(toInteger)
  page?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 100, default: 20, example: 20 })
  @Max(100, { message: 'pageSize must be at most 100' })
  @Min(1, { message: 'pageSize must be at least 1' })
  @IsInt({ message: 'pageSize must be a whole number' })
  @IsOptional()
  @Transform(toInteger)
  pageSize?: number;

  @ApiPropertyOptional({ format: 'uuid', description: "Admins only: one brand's shipments (without it, every brand's)", example: '3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c' })
  @IsUUID('all', { message: 'brandId must be a brand id (a UUID)' })
  @IsOptional()
  brandId?: string;
}

export class ShipShipmentDto {
  @ApiProperty({ enum: CARRIERS, enumName: 'Carrier', example: 'ups' })
  @IsIn(CARRIERS, { message: `carrier must be one of ${CARRIERS.join(', ')}` })
  carrier!: Carrier;

  @ApiProperty({ example: '1Z999AA10123456784', description: "The carrier's tracking number: UPS 1Z + 16 letters or digits, FedEx 12, 15 or 20 digits, DHL 10 digits (spaces are dropped)" })
  @MaxLength(40, { message: 'trackingNumber must be at most 40 characters' })
  @MinLength(1, { message: 'trackingNumber must not be empty' })
  @IsString({ message: 'trackingNumber must be text' })
  trackingNumber!: string;
}

export class DeliverShipmentDto {
  @ApiProperty({ example: 'Maya Lopez', description: 'Who took the bottle, as on the ID' })
  @MaxLength(200, { message: 'recipientName must be at most 200 characters' })
  @Matches(/\S/, { message: 'recipientName must not be empty' })
  @IsString({ message: 'recipientName must be text' })
  recipientName!: string;

  @ApiProperty({ enum: ID_TYPES, enumName: 'IdType', example: 'drivers_license' })
  @IsIn(ID_TYPES, { message: `idType must be one of ${ID_TYPES.join(', ')}` })
  idType!: IdType;

  @ApiProperty({ example: '1990-04-12', description: 'The date of birth on the ID (YYYY-MM-DD). Under 21 today, or not the date of birth the shopper declared, refuses the delivery (status refused, reason underage or date_of_birth_mismatch); only its year is kept' })
  @Matches(DATE_PATTERN, { message: 'idDateOfBirth must be a date as YYYY-MM-DD' })
  @IsString({ message: 'idDateOfBirth must be a date as YYYY-MM-DD' })
  idDateOfBirth!: string;

  @ApiProperty({ example: '2029-04-12', description: 'The expiry date on the ID (YYYY-MM-DD); valid through that day. Not kept.' })
  @Matches(DATE_PATTERN, { message: 'idExpiresOn must be a date as YYYY-MM-DD' })
  @IsString({ message: 'idExpiresOn must be a date as YYYY-MM-DD' })
  idExpiresOn!: string;
}

export class RefuseShipmentDto {
  @ApiProperty({ enum: REFUSAL_REASONS, enumName: 'RefusalReason', example: 'no_id' })
  @IsIn(REFUSAL_REASONS, { message: `reason must be one of ${REFUSAL_REASONS.join(', ')}` })
  reason!: RefusalReason;
}

export class ShipmentLineDto {
  @ApiProperty({ format: 'uuid', example: '5d6e7f8a-9b0c-4d1e-8f2a-3b4c5d6e7f80' }) orderItemId!: string;
  @ApiProperty({ format: 'uuid', example: '7c9e6679-7425-40de-944b-e07fc1f90ae7' }) productId!: string;
  @ApiProperty({ example: 'Ember & Oak Straight Rye', description: 'The name at purchase' }) productName!: string;
  @ApiProperty({ example: 2 }) quantity!: number;
  @ApiMoney(42.5, 'Unit price at purchase') price!: number;
}

export class ShipToDto {
  @ApiProperty({ example: 'Maya' }) firstName!: string;
  @ApiProperty({ example: 'Lopez' }) lastName!: string;
  @ApiProperty({ example: 'maya@example.com' }) email!: string;
  @ApiProperty({ example: '(415) 555-0134' }) phone!: string;
  @ApiProperty({ example: '500 Market St' }) street!: string;
  @ApiProperty({ example: 'San Francisco' }) city!: string;
  @ApiProperty({ example: 'CA' }) state!: string;
  @ApiProperty({ example: '94105' }) zipCode!: string;
}

export class ShipmentStepDto {
  @ApiProperty({ enum: SHIPMENT_STATUSES, enumName: 'ShipmentStatus', example: 'shipped' }) status!: ShipmentStatus;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-21T10:15:00.000Z' }) at!: Date;
  @ApiProperty({ type: String, nullable: true, example: null, description: "Why: a refusal's reason, a refund's" }) reason!: string | null;
}

export class HandoffDto {
  @ApiProperty({ example: 'Maya Lopez' }) recipientName!: string;
  @ApiProperty({ enum: ID_TYPES, enumName: 'IdType', example: 'drivers_license' }) idType!: IdType;
  @ApiProperty({ example: 1990, description: 'The year of birth on the ID (the ID number is never kept)' }) birthYear!: number;
  @ApiProperty({ type: Boolean, nullable: true, example: true, description: "Whether the ID showed the date of birth the shopper's account declared (a mismatch refuses the delivery); null when the account declared none" })
  matchedDeclaredBirthDate!: boolean | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, example: '0b1c2d3e-4f5a-4b6c-8d7e-9f0a1b2c3d4e', description: 'The account that checked the ID' }) checkedBy!: string | null;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-21T12:40:00.000Z' }) checkedAt!: Date;
}

export class BrandShipmentDto {
  @ApiProperty({ format: 'uuid', example: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d' }) id!: string;
  @ApiProperty({ format: 'uuid', example: 'c4d5e6f7-a8b9-4c0d-9e1f-2a3b4c5d6e7f' }) orderId!: string;
  @ApiProperty({ type: String, nullable: true, example: '8b1c2d3e', description: 'The order number the shopper was shown' }) orderNumber!: string | null;
  @ApiProperty({ format: 'uuid', example: '3f2c1b0a-9d8e-4f7a-8b6c-5d4e3f2a1b0c' }) brandId!: string;
  @ApiProperty({ enum: SHIPMENT_STATUSES, enumName: 'ShipmentStatus', example: 'pending' }) status!: ShipmentStatus;
  @ApiProperty({ enum: ['delivery', 'shipping'], enumName: 'FulfillmentType', example: 'delivery', description: 'delivery: same day (out for delivery); shipping: 2-day (carrier and tracking number)' }) fulfillmentType!: string;
  @ApiProperty({ type: ShipmentLineDto, isArray: true }) lines!: ShipmentLineDto[];
  @ApiProperty({ example: 'Maya Lopez', description: "The shopper's name, as given at checkout" }) shopperName!: string;
  @ApiProperty({ type: ShipToDto, nullable: true, description: "The full address, for the shipment's seller and admins" }) shipTo!: ShipToDto | null;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-21T21:30:00.000Z', description: 'delivery: the end of the promised window; shipping: 2 days after payment' }) dueBy!: Date;
  @ApiMoney(48.6, "The shipment's share of the order total (its lines, plus its part of fee and tax)") amount!: number;
  @ApiMoney(48.6, 'Captured when it left') captured!: number;
  @ApiMoney(0, 'Refunded to the shopper') refunded!: number;
  @ApiProperty({ type: String, nullable: true, description: `The carrier (a Carrier: ${CARRIERS.join(', ')}); null until shipped with tracking`, example: null }) carrier!: Carrier | null;
  @ApiProperty({ type: String, nullable: true, example: null }) trackingNumber!: string | null;
  @ApiProperty({ type: String, nullable: true, example: null, description: "The carrier's tracking page" }) trackingUrl!: string | null;
  @ApiProperty({ type: String, nullable: true, description: `Why it was refused at the door (a RefusalReason: ${REFUSAL_REASONS.join(', ')}); null unless refused`, example: null }) refusalReason!: RefusalReason | null;
  @ApiProperty({ type: HandoffDto, nullable: true, description: 'The ID check at the handoff; admins only (null for the seller)' }) handoff!: HandoffDto | null;
  @ApiProperty({ type: ShipmentStepDto, isArray: true, description: 'Its moves, oldest first' }) timeline!: ShipmentStepDto[];
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-21T09:30:00.000Z' }) createdAt!: Date;
}

export class BrandShipmentPageDto {
  @ApiProperty({ type: [BrandShipmentDto] }) items!: BrandShipmentDto[];
  @ApiProperty({ type: 'integer', example: 12 }) total!: number;
  @ApiProperty({ example: 1 }) page!: number;
  @ApiProperty({ example: 20 }) pageSize!: number;
}

export class ShipmentMoveDto {
  @ApiProperty({ format: 'uuid', example: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d' }) id!: string;
  @ApiProperty({ enum: SHIPMENT_STATUSES, enumName: 'ShipmentStatus', example: 'pending', description: 'The status before' }) previousStatus!: ShipmentStatus;
  @ApiProperty({ enum: SHIPMENT_STATUSES, enumName: 'ShipmentStatus', example: 'packed', description: 'The status now' }) status!: ShipmentStatus;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-21T10:15:00.000Z' }) changedAt!: Date;
  @ApiProperty({ type: String, nullable: true, example: null, description: `Why the delivery was refused, when this step refused it (the ID check at the door: a RefusalReason, ${REFUSAL_REASONS.join(', ')}); else null` })
  refusalReason!: RefusalReason | null;
}
