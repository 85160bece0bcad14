import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ApiMoney, ApiTimestamp, EXAMPLE_IDS } from '../../../../../shared/infrastructure/http/api-docs';
import { Transform } from 'class-transformer';
import { IsBoolean, IsEmail, IsIn, IsNotEmpty, IsNumber, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { CURATOR_TIERS } from '../../../../commissions';
import { ORDER_STATUSES } from '../../../../ordering';
import { RegistrationPassword, RegistrationUsername, USER_ROLES, type UserRole } from '../../../../identity';
import { SIGNUP_MESSAGES, SIGNUP_USER_TYPES } from '../../../domain/signup';
import { PageQueryDto } from '../../../../../shared/infrastructure/http/page-query.dto';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const emptyToUndefined = ({ value }: { value: unknown }) => (typeof value === 'string' && value.trim() === '' ? undefined : typeof value === 'string' ? value.trim() : value);

export const TOTAL_COUNT_HEADER = 'X-Total-Count';
export const totalCountHeader = { [TOTAL_COUNT_HEADER]: { description: 'Rows matching the filters, ignoring limit and offset', schema: { type: 'integer' } } };

export class ListAdminUsersQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Part of the username or email, without letter case', maxLength: 100, example: 'mayapours' })
  @MaxLength(100, { message: 'search must be at most 100 characters' })
  @IsString({ message: 'search must be text' })
  @IsOptional()
  @Transform(emptyToUndefined)
  search?: string;

  @ApiPropertyOptional({ enum: USER_ROLES, enumName: 'UserRole', example: 'creator' })
  @IsIn([...USER_ROLES], { message: `role must be one of ${USER_ROLES.join(', ')}` })
  @IsOptional()
  @Transform(emptyToUndefined)
  role?: (typeof USER_ROLES)[number];
}

export class AdminUserDto {
  @ApiProperty({ format: 'uuid', example: EXAMPLE_IDS.creator }) id!: string;
  @ApiProperty({ example: 'mayapours' }) username!: string;
  @ApiProperty({ type: String, nullable: true, format: 'email', example: 'maya@mayapours.com' }) email!: string | null;
  @ApiProperty({ enum: USER_ROLES, enumName: 'UserRole', example: 'creator' }) role!: string;
  @ApiProperty({ enum: CURATOR_TIERS, enumName: 'CuratorTier', description: 'The tier', example: 'level1_curator' }) curatorStatus!: string;
  @ApiProperty({ description: 'Percent of GMV', example: 5 }) commissionRate!: number;
  @ApiMoney(1284.5, 'Revenue: total sales generated') totalSalesGenerated!: number;
  @ApiProperty({ description: 'Status: Verified if true, else Pending', example: true }) ageVerified!: boolean;
  @ApiProperty({ enum: ['Verified', 'Pending'], enumName: 'AgeVerificationStatus', example: 'Verified' }) status!: 'Verified' | 'Pending';
  @ApiProperty({ description: 'false once an admin deactivated the account', example: true }) active!: boolean;
  @ApiTimestamp('When the account was created') createdAt!: Date;
}

export class AdjustUserTierDto {
  @ApiProperty({ enum: CURATOR_TIERS, enumName: 'CuratorTier', example: 'level2_curator' })
  @IsIn([...CURATOR_TIERS], { message: `curatorStatus must be one of ${CURATOR_TIERS.join(', ')}` })
  curatorStatus!: string;

  @ApiPropertyOptional({ minimum: 0, maximum: 100, description: "Percent; the tier's rate (0, 5, 7, 10) when omitted", example: 7 })
  @Max(100, { message: 'commissionRate must be at most 100' })
  @Min(0, { message: 'commissionRate must be at least 0' })
  @IsNumber({ allowNaN: false, allowInfinity: false, maxDecimalPlaces: 2 }, { message: 'commissionRate must be a number from 0 to 100 with at most two decimals' })
  @IsOptional()
  commissionRate?: number;
}

export class UserTierDto {
  @ApiProperty({ format: 'uuid', example: EXAMPLE_IDS.creator }) userId!: string;
  @ApiProperty({ enum: CURATOR_TIERS, enumName: 'CuratorTier', example: 'level2_curator' }) curatorStatus!: string;
  @ApiProperty({ description: 'Percent of GMV', example: 7 }) commissionRate!: number;
}

export class UserActiveDto {
  @ApiProperty({ format: 'uuid', example: EXAMPLE_IDS.user }) userId!: string;
  @ApiProperty({ description: 'Always false after a deactivation', example: false }) active!: boolean;
}

export class SignupModalStateDto {
  @ApiProperty({ description: 'Whether the early-access popup is shown site-wide', example: true })
  @IsBoolean({ message: 'enabled must be true or false' })
  enabled!: boolean;
}

export class CreateSignupDto {
  @ApiProperty({ maxLength: 200, example: 'Maya Ortiz' })
  @MaxLength(200, { message: 'name must be at most 200 characters' })
  @IsNotEmpty({ message: SIGNUP_MESSAGES.name })
  @IsString({ message: SIGNUP_MESSAGES.name })
  @Transform(trim)
  name!: string;

  @ApiProperty({ format: 'email', maxLength: 254, example: 'maya@mayapours.com' })
  @MaxLength(254, { message: SIGNUP_MESSAGES.email })
  @IsEmail({}, { message: SIGNUP_MESSAGES.email })
  @IsString({ message: SIGNUP_MESSAGES.email })
  @Transform(trim)
  email!: string;

  @ApiProperty({ enum: SIGNUP_USER_TYPES, enumName: 'SignupUserType', example: 'curator' })
  @IsIn([...SIGNUP_USER_TYPES], { message: SIGNUP_MESSAGES.userType })
  userType!: (typeof SIGNUP_USER_TYPES)[number];
}

export class SignupAcceptedDto {
  @ApiProperty({ description: 'Always true: a second sign-up with the same email is accepted without a second row', example: true }) success!: boolean;
}

export class SignupDto {
  @ApiProperty({ format: 'uuid', example: EXAMPLE_IDS.other }) id!: string;
  @ApiProperty({ example: 'Maya Ortiz' }) name!: string;
  @ApiProperty({ format: 'email', example: 'maya@mayapours.com' }) email!: string;
  @ApiProperty({ enum: SIGNUP_USER_TYPES, enumName: 'SignupUserType', example: 'curator' }) userType!: string;
  @ApiTimestamp('When the sign-up arrived') createdAt!: Date;
}

export class ListAuditLogQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'user, creator, cohort, order, setting, product_import…', maxLength: 50, example: 'user' })
  @MaxLength(50, { message: 'entityType must be at most 50 characters' })
  @IsString({ message: 'entityType must be text' })
  @IsOptional()
  @Transform(emptyToUndefined)
  entityType?: string;
}

export class AuditLogEntryDto {
  @ApiProperty({ format: 'uuid', example: EXAMPLE_IDS.other }) id!: string;
  @ApiProperty({ example: 'user.tier_changed' }) action!: string;
  @ApiProperty({ example: 'user' }) entityType!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The changed entity (a UUID, or a setting name)', example: EXAMPLE_IDS.creator }) entityId!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The acting admin', example: EXAMPLE_IDS.user }) userId!: string | null;
  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    nullable: true,
    description: 'before and after',
    example: { before: { curatorStatus: 'level1_curator', commissionRate: 5 }, after: { curatorStatus: 'level2_curator', commissionRate: 7 } },
  })
  details!: Record<string, unknown> | null;
  @ApiTimestamp('When the change was made') createdAt!: Date;
}

export class AuditLogVerificationDto {
  @ApiProperty({ description: 'True when every entry fits its hash and the entry before it', example: true }) ok!: boolean;
  @ApiProperty({ description: 'How many entries were checked', example: 1204 }) checked!: number;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The first entry, in the order written, that does not fit; null when ok', example: null }) firstBrokenId!: string | null;
}

export class ListAdminOrdersQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ enum: ORDER_STATUSES, enumName: 'OrderStatus', example: 'paid' })
  @IsIn([...ORDER_STATUSES], { message: `status must be one of ${ORDER_STATUSES.join(', ')}` })
  @IsOptional()
  @Transform(emptyToUndefined)
  status?: (typeof ORDER_STATUSES)[number];
}

export class AdminOrderDto {
  @ApiProperty({ format: 'uuid', example: EXAMPLE_IDS.order }) id!: string;
  @ApiProperty({ format: 'uuid', description: 'The shopper', example: EXAMPLE_IDS.user }) userId!: string;
  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The creator the order is credited to', example: EXAMPLE_IDS.creator }) creatorId!: string | null;
  @ApiProperty({ enum: ORDER_STATUSES, enumName: 'OrderStatus', example: 'paid' }) status!: string;
  @ApiProperty({ enum: ['delivery', 'shipping'], enumName: 'FulfillmentType', example: 'delivery' }) fulfillmentType!: string;
  @ApiMoney(89.98, 'The order total') total!: number;
  @ApiProperty({ type: 'integer', description: 'Bottles in the order', example: 2 }) itemCount!: number;
  @ApiTimestamp('When the order was placed') createdAt!: Date;
}

const ROLE_PROPERTY = { enum: USER_ROLES, enumName: 'UserRole' } as const;

/** The Users tab's Add: a new account of any role. */
export class CreateUserDto {
  @RegistrationUsername('newcurator')
  username!: string;

  @RegistrationPassword()
  password!: string;

  @ApiPropertyOptional({ type: String, nullable: true, format: 'email', example: 'new@rounds.example' })
  @IsEmail({}, { message: 'email must be an email address' })
  @IsOptional()
  email?: string | null;

  @ApiProperty({ ...ROLE_PROPERTY, example: 'user' })
  @IsIn(USER_ROLES, { message: `role must be one of ${USER_ROLES.join(', ')}` })
  role!: UserRole;
}

/** The Users tab's Edit: the fields sent change, the others stay; email null clears it. */
export class UpdateUserDto {
  @ApiPropertyOptional({ type: String, nullable: true, format: 'email', example: 'maya@mayapours.com' })
  @IsEmail({}, { message: 'email must be an email address' })
  @IsOptional()
  email?: string | null;

  @ApiPropertyOptional({ ...ROLE_PROPERTY, example: 'creator' })
  @IsIn(USER_ROLES, { message: `role must be one of ${USER_ROLES.join(', ')}` })
  @IsOptional()
  role?: UserRole;
}

export class AdminAccountDto {
  @ApiProperty({ format: 'uuid', example: EXAMPLE_IDS.user }) id!: string;
  @ApiProperty({ example: 'newcurator' }) username!: string;
  @ApiProperty({ type: String, nullable: true, format: 'email', example: 'new@rounds.example' }) email!: string | null;
  @ApiProperty({ ...ROLE_PROPERTY, example: 'user' }) role!: string;
  @ApiTimestamp('When the account was created') createdAt!: Date;
}
