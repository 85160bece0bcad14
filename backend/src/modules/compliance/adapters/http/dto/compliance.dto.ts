import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsDateString, IsDefined, IsInt, IsOptional, IsString, Length, Matches, Min, ValidateIf, ValidateNested } from 'class-validator';

export class ShippingAllowanceDto {
  @ApiProperty({ example: true, description: 'Spirits (whiskey, gin, vodka, rum, tequila, and anything without a wine or beer category) may be shipped into the state' })
  @IsBoolean({ message: 'spirits must be true or false' })
  spirits!: boolean;

  @ApiProperty({ example: true, description: 'Wine (and sake) may be shipped into the state' })
  @IsBoolean({ message: 'wine must be true or false' })
  wine!: boolean;

  @ApiProperty({ example: true, description: 'Beer (and cider) may be shipped into the state' })
  @IsBoolean({ message: 'beer must be true or false' })
  beer!: boolean;
}

/** The body of PUT /api/admin/compliance/rules/{state}: a whole new version of the state's rules. */
export class PutStateRuleDto {
  @ApiProperty({ example: true, description: 'Same-day delivery may reach addresses in the state' })
  @IsBoolean({ message: 'deliveryAllowed must be true or false' })
  deliveryAllowed!: boolean;

  @ApiProperty({ type: ShippingAllowanceDto, description: '2-day shipping into the state, per kind of alcohol' })
  @ValidateNested()
  @Type(() => ShippingAllowanceDto)
  @IsDefined({ message: 'shippingAllowed must be an object such as {"spirits": true, "wine": true, "beer": true}' })
  shippingAllowed!: ShippingAllowanceDto;

  @ApiProperty({ example: false, description: 'No alcohol may be sold to the state at all' })
  @IsBoolean({ message: 'restricted must be true or false' })
  restricted!: boolean;

  @ApiProperty({ type: Number, nullable: true, minimum: 0, example: 3, description: 'Most bottles in one checkout (every kind, both fulfilments); null for no limit' })
  @Min(0, { message: 'maxBottlesPerOrder must be 0 or more, or null for no limit' })
  @IsInt({ message: 'maxBottlesPerOrder must be a whole number of bottles, or null for no limit' })
  @ValidateIf((body: PutStateRuleDto) => body.maxBottlesPerOrder !== null)
  maxBottlesPerOrder!: number | null;

  @ApiProperty({ type: Number, nullable: true, minimum: 0, example: 12, description: 'Most bottles one shopper may order for the state in any 30 days, this checkout included; null for no limit' })
  @Min(0, { message: 'maxBottlesPer30Days must be 0 or more, or null for no limit' })
  @IsInt({ message: 'maxBottlesPer30Days must be a whole number of bottles, or null for no limit' })
  @ValidateIf((body: PutStateRuleDto) => body.maxBottlesPer30Days !== null)
  maxBottlesPer30Days!: number | null;

  @ApiProperty({ type: [String], example: ['79'], description: 'ZIP code prefixes (1 to 5 digits) of dry areas: nothing is sold to an address whose ZIP starts with one', maxItems: 500 })
  @Matches(/^\d{1,5}$/, { each: true, message: 'each dry ZIP prefix must be 1 to 5 digits, such as 79 or 75001' })
  @IsString({ each: true, message: 'each dry ZIP prefix must be text' })
  @ArrayMaxSize(500, { message: 'dryZipPrefixes may hold at most 500 prefixes' })
  @IsArray({ message: 'dryZipPrefixes must be a list, such as ["79", "75001"] or []' })
  dryZipPrefixes!: string[];

  @ApiPropertyOptional({ type: String, format: 'date-time', example: '2027-01-01T00:00:00.000Z', description: 'When the version takes effect; now when absent or in the past' })
  @IsDateString({}, { message: 'effectiveFrom must be an ISO 8601 date-time, e.g. 2027-01-01T00:00:00Z' })
  @IsOptional()
  effectiveFrom?: string;
}

export class StateRuleVersionDto {
  @ApiProperty({ example: true }) deliveryAllowed!: boolean;
  @ApiProperty({ type: ShippingAllowanceDto }) shippingAllowed!: ShippingAllowanceDto;
  @ApiProperty({ example: false }) restricted!: boolean;
  @ApiProperty({ type: Number, nullable: true, example: 3 }) maxBottlesPerOrder!: number | null;
  @ApiProperty({ type: Number, nullable: true, example: null }) maxBottlesPer30Days!: number | null;
  @ApiProperty({ type: [String], example: [] }) dryZipPrefixes!: string[];
  @ApiProperty({ type: String, format: 'date-time', example: '2027-01-01T00:00:00.000Z', description: 'When this version took or takes effect' }) effectiveFrom!: Date;
}

export class AdminStateRuleVersionDto extends StateRuleVersionDto {
  @ApiProperty({ type: String, format: 'uuid', nullable: true, example: '3f2b8c1e-6a4d-4e1f-9b7a-2c5d8e9f0a1b', description: 'The admin who wrote the version; null for the first version' }) updatedBy!: string | null;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-12-20T09:30:00.000Z', description: 'When the version was written' }) updatedAt!: Date;
}

/** One state's rules in the admin Compliance tab: the version in force and the ones still to come. */
export class AdminStateRulesDto extends AdminStateRuleVersionDto {
  @ApiProperty({ example: 'TX' }) state!: string;
  @ApiProperty({ example: 'Texas' }) stateName!: string;
  @ApiProperty({ type: [AdminStateRuleVersionDto], description: 'Versions whose effectiveFrom is still ahead, soonest first' }) scheduled!: AdminStateRuleVersionDto[];
}

export class ShopperRulesQueryDto {
  @ApiProperty({ example: 'TX', description: 'The two-letter code of the shopper’s state' })
  @Length(2, 2, { message: 'state must be a two-letter code such as TX' })
  @IsString({ message: 'state must be a two-letter code such as TX' })
  state!: string;

  @ApiPropertyOptional({ example: '75001', description: 'The shopper’s ZIP code, to learn whether it is in a dry area' })
  @Length(1, 10, { message: 'zip must be 1 to 10 characters' })
  @IsString({ message: 'zip must be text' })
  @IsOptional()
  zip?: string;
}

/** What applies to a shopper in a state: the rules in force, and what they mean in one sentence each. */
export class ShopperStateRulesDto extends StateRuleVersionDto {
  @ApiProperty({ example: 'TX' }) state!: string;
  @ApiProperty({ example: 'Texas' }) stateName!: string;
  @ApiProperty({ type: Boolean, nullable: true, example: false, description: 'Whether the ZIP given is in a dry area; null without a ZIP' }) dryArea!: boolean | null;
  @ApiProperty({ type: [String], example: ['Same-day delivery is available in Texas.', 'Texas limits alcohol to 3 bottles per order.'], description: 'The rules as sentences, for the delivery-address notice' })
  notices!: string[];
}
