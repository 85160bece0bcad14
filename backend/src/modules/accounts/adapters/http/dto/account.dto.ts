import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsEmail, IsNotEmpty, IsOptional, IsString, Length, Matches, MaxLength, MinLength } from 'class-validator';
import { CURATOR_TIERS } from '../../../../commissions';
import { USER_ROLES } from '../../../../identity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const emptyToUndefined = ({ value }: { value: unknown }) => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

export class LoginDto {
  @ApiProperty({ example: 'shopper' })
  @MaxLength(50, { message: 'username must be at most 50 characters' })
  @IsString({ message: 'username must be text' })
  @IsNotEmpty({ message: 'username is required' })
  @Transform(trim)
  username!: string;

  @ApiProperty({ example: 'rounds-demo-21', format: 'password' })
  @MaxLength(200, { message: 'password must be at most 200 characters' })
  @IsString({ message: 'password must be text' })
  @IsNotEmpty({ message: 'password is required' })
  password!: string;
}

export class RegisterDto {
  @ApiProperty({ example: 'newshopper', minLength: 3, maxLength: 50, pattern: '^[A-Za-z0-9_.-]+$' })
  @Matches(/^[A-Za-z0-9_.-]+$/, { message: 'username may contain only letters, digits, dots, dashes and underscores' })
  @Length(3, 50, { message: 'username must be 3 to 50 characters' })
  @IsString({ message: 'username must be text' })
  @IsNotEmpty({ message: 'username is required' })
  @Transform(trim)
  username!: string;

  @ApiProperty({ minLength: 8, maxLength: 200, format: 'password' })
  @MaxLength(200, { message: 'password must be at most 200 characters' })
  @MinLength(8, { message: 'password must be at least 8 characters' })
  @IsString({ message: 'password must be text' })
  @IsNotEmpty({ message: 'password is required' })
  password!: string;

  @ApiPropertyOptional({ example: 'me@example.com' })
  @Transform(emptyToUndefined)
  @MaxLength(254, { message: 'email must be at most 254 characters' })
  @IsEmail({}, { message: 'email must be a valid e-mail address' })
  @IsOptional()
  email?: string;
}

export class UserDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() username!: string;
  @ApiProperty({ type: String, nullable: true }) email!: string | null;
  @ApiProperty({ enum: USER_ROLES }) role!: (typeof USER_ROLES)[number];
  @ApiProperty({ enum: CURATOR_TIERS }) curatorStatus!: (typeof CURATOR_TIERS)[number];
  @ApiProperty({ description: 'Commission percent (0, 5, 7 or 10 by tier)', example: 5 }) commissionRate!: number;
  @ApiProperty() ageVerified!: boolean;
  @ApiProperty({ type: String, nullable: true }) displayName!: string | null;
  @ApiProperty({ type: String, nullable: true }) bio!: string | null;
  @ApiProperty({ type: String, nullable: true }) profileImage!: string | null;
  @ApiProperty({ type: String, nullable: true }) heroImage!: string | null;
  @ApiProperty({ type: Object, nullable: true, description: '{ sections, customBlocks }' }) pageLayout!: unknown;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt!: Date;
}
