import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsInt, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CURATOR_TIERS } from '../../../../commissions';
import { ORDER_STATUSES } from '../../../../ordering';
import { USER_ROLES } from '../../../../identity';
import { SIGNUP_MESSAGES, SIGNUP_USER_TYPES } from '../../../domain/signup';

const toInteger = ({ value }: { value: unknown }) => (typeof value === 'string' && /^-?\d+$/.test(value.trim()) ? Number(value) : value);
const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const emptyToUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value);

export const TOTAL_COUNT_HEADER = 'X-Total-Count';
export const totalCountHeader = { [TOTAL_COUNT_HEADER]: { description: 'Rows matching the filters, ignoring limit and offset', schema: { type: 'integer' } } };

export class PageQueryDto {
  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: 200, default: 50 })
  @Max(200, { message: 'limit must be at most 200' })
  @Min(1, { message: 'limit must be at least 1' })
  @IsInt({ message: 'limit must be a whole number' })
  @IsOptional()
  @Transform(toInteger)
  limit?: number;

  @ApiPropertyOptional({ type: 'integer', minimum: 0, maximum: 10_000_000, default: 0 })
  @Max(10_000_000, { message: 'offset must be at most 10000000' })
  @Min(0, { message: 'offset must be at least 0' })
  @IsInt({ message: 'offset must be a whole number' })
  @IsOptional()
  @Transform(toInteger)
  offset?: number;
}

export class ListAdminUsersQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of the username or email, without letter case', maxLength: 100 })
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  @IsString({ message: 'search must be text' })
  @IsOptional()
  @Transform(emptyToUndefined)
  search?: string;

  @ApiPropertyOptional({ enum: USER_ROLES })
  @IsIn([...USER_ROLES], { message: `role must be one of ${USER_ROLES.join(', ')}` })
  @IsOptional()
  @Transform(emptyToUndefined)
  role?: (typeof USER_ROLES)[number];
}

export class AdminUserDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() username!: string;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ enum: USER_ROLES }) role!: string;
  @ApiProperty({ enum: CURATOR_TIERS, description: 'The tier' }) curatorStatus!: string;
  @ApiProperty({ description: 'Percent of GMV' }) commissionRate!: number;
  @ApiProperty({ description: 'Revenue: total sales generated, US dollars' }) totalSalesGenerated!: number;
  @ApiProperty({ description: 'Status: Verified if true, else Pending' }) ageVerified!: boolean;
  @ApiProperty({ enum: ['Verified', 'Pending'] }) status!: 'Verified' | 'Pending';
  @ApiProperty({ description: 'false once an admin deactivated the account' }) active!: boolean;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
}

export class AdjustUserTierDto {
  @ApiProperty({ enum: CURATOR_TIERS })
  @IsIn([...CURATOR_TIERS], { message: `curatorStatus must be one of ${CURATOR_TIERS.join(', ')}` })
  curatorStatus!: string;

  @ApiPropertyOptional({ minimum: 0, maximum: 100, description: "Percent; the tier's rate (0, 5, 7, 10) when omitted" })
  @Max(100, { message: 'commissionRate must be at most 100' })
  @Min(0, { message: 'commissionRate must be at least 0' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'commissionRate must be a number from 0 to 100 with at most two decimals' })
  @IsOptional()
  commissionRate?: number;
}

export class UserTierDto {
  @ApiProperty({ format: 'uuid' }) userId!: string;
  @ApiProperty({ enum: CURATOR_TIERS }) curatorStatus!: string;
  @ApiProperty() commissionRate!: number;
}

export class UserActiveDto {
  @ApiProperty({ format: 'uuid' }) userId!: string;
  @ApiProperty() active!: boolean;
}

export class SignupModalStateDto {
  @ApiProperty({ description: 'Whether the early-access popup is shown site-wide' })
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled!: boolean;
}

export class CreateSignupDto {
  @ApiProperty({ maxLength: 200 })
  @MaxLength(200, { message: 'name must be at most 200 characters' })
  @IsNotEmpty({ message: SIGNUP_MESSAGES.name })
  @IsString({ message: SIGNUP_MESSAGES.name })
  @Transform(trim)
  name!: string;

  @ApiProperty({ format: 'email', maxLength: 254 })
  @MaxLength(254, { message: SIGNUP_MESSAGES.email })
  @IsEmail({}, { message: SIGNUP_MESSAGES.email })
  @IsString({ message: SIGNUP_MESSAGES.email })
  @Transform(trim)
  email!: string;

  @ApiProperty({ enum: SIGNUP_USER_TYPES })
  @IsIn([...SIGNUP_USER_TYPES], { message: SIGNUP_MESSAGES.userType })
  userType!: (typeof SIGNUP_USER_TYPES)[number];
}

export class SignupAcceptedDto {
  @ApiProperty({ description: 'Always true: a second sign-up with the same email is accepted without a second row' }) success!: boolean;
}

export class SignupDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ enum: SIGNUP_USER_TYPES }) userType!: string;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
}

export class ListAuditLogQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'user, creator, cohort, order, setting, product_import…', maxLength: 50 })
  @MaxLength(50, { message: 'entityType must be at most 50 characters' })
  @IsString({ message: 'entityType must be text' })
  @IsOptional()
  @Transform(emptyToUndefined)
  entityType?: string;
}

export class AuditLogEntryDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'user.tier_changed' }) action!: string;
  @ApiProperty({ example: 'user' }) entityType!: string;
  @ApiProperty({ type: String, nullable: true }) entityId!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The acting admin' }) userId!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, nullable: true, description: 'before and after' }) details!: Record<string, unknown> | null;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
}

export class ListAdminOrdersQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ORDER_STATUSES })
  @IsIn([...ORDER_STATUSES], { message: `status must be one of ${ORDER_STATUSES.join(', ')}` })
  @IsOptional()
  @Transform(emptyToUndefined)
  status?: (typeof ORDER_STATUSES)[number];
}

export class AdminOrderDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid', description: 'The shopper' }) userId!: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid' }) creatorId!: string | null;
  @ApiProperty({ enum: ORDER_STATUSES }) status!: string;
  @ApiProperty({ enum: ['delivery', 'shipping'] }) fulfillmentType!: string;
  @ApiProperty({ description: 'US dollars' }) total!: number;
  @ApiProperty() itemCount!: number;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
}
