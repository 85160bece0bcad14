import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsBoolean, IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateIf } from 'class-validator';
import { CURATOR_TIERS } from '../../../../commissions';
import { AGE_STATUSES, type AgeStatus, RegistrationEmail, RegistrationPassword, RegistrationUsername, USER_ROLES } from '../../../../identity';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

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

  @ApiPropertyOptional({
    description: 'A current code from your authenticator app, sent with the password: only needed to sign in to an account locked by failed sign-ins from a browser that never signed in to it',
    example: '492039',
  })
  @IsOptional()
  @MaxLength(10, { message: 'code must be at most 10 characters' })
  @IsString({ message: 'code must be text' })
  code?: string;

  @ApiPropertyOptional({
    description: 'Instead of code: one of your unused recovery codes, for the same purpose (a locked account, a new browser). Spent only when the password is right too',
    example: 'k7m2p-x9q4r',
  })
  @IsOptional()
  @MaxLength(20, { message: 'recoveryCode must be at most 20 characters' })
  @IsString({ message: 'recoveryCode must be text' })
  recoveryCode?: string;
}

/** The second half of a sign-in: the current code, or one unused recovery code. */
export class SignInCodeDto {
  @ApiPropertyOptional({ description: 'The 6-digit code your authenticator app shows now', example: '492039' })
  @ValidateIf((body: SignInCodeDto) => body.recoveryCode === undefined)
  @Matches(/^\s*\d{6}\s*$/, { message: 'code must be the 6 digits your authenticator app shows (or send recoveryCode)' })
  @IsString({ message: 'code must be the 6 digits your authenticator app shows (or send recoveryCode)' })
  code?: string;

  @ApiPropertyOptional({ description: 'One of your unused recovery codes, instead of code', example: 'k7m2p-x9q4r' })
  @IsOptional()
  @MaxLength(20, { message: 'recoveryCode must be at most 20 characters' })
  @IsString({ message: 'recoveryCode must be text' })
  recoveryCode?: string;

  @ApiPropertyOptional({ description: 'Trust this browser for 30 days: later sign-ins here ask for the password only', example: false, default: false })
  @IsOptional()
  @IsBoolean({ message: 'trustBrowser must be true or false' })
  trustBrowser?: boolean;
}

export class MfaRequiredDto {
  @ApiProperty({ type: Boolean, description: 'Always true: the password was right; no session yet: send a code to POST /api/login/mfa from this browser within 5 minutes', example: true })
  mfaRequired!: true;
}

export class RegisterDto {
  @RegistrationUsername()
  username!: string;

  @RegistrationPassword()
  password!: string;

  @RegistrationEmail()
  email?: string;
}

export class UserDto {
  @ApiProperty({ format: 'uuid', example: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' }) id!: string;
  @ApiProperty({ example: 'mayapours' }) username!: string;
  @ApiProperty({ type: String, nullable: true, example: 'maya@example.com' }) email!: string | null;
  @ApiProperty({ description: 'Whether email was confirmed through the link mailed to it (payouts need a confirmed address)', example: true }) emailVerified!: boolean;
  @ApiProperty({ enum: USER_ROLES, enumName: 'UserRole', example: 'user' }) role!: (typeof USER_ROLES)[number];
  @ApiProperty({ enum: CURATOR_TIERS, enumName: 'CuratorTier', example: 'level1_curator' }) curatorStatus!: (typeof CURATOR_TIERS)[number];
  @ApiProperty({ description: 'Commission percent (0, 5, 7 or 10 by tier)', example: 5 }) commissionRate!: number;
  @ApiProperty({ example: true, description: 'Whether the age gate was passed (ageStatus is past unverified)' }) ageVerified!: boolean;
  @ApiProperty({
    enum: AGE_STATUSES,
    enumName: 'AgeStatus',
    example: 'dob_declared',
    description:
      'How sure the shop is of your age: unverified; self_attested (the age gate); dob_declared (a date of birth given at checkout, 21+ that day: checkouts no longer ask for one); id_checked (an ID at a delivery showed that date of birth)',
  })
  ageStatus!: AgeStatus;
  @ApiProperty({ type: String, nullable: true, example: 'Maya Pours' }) displayName!: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Bartender in Brooklyn, pouring rye since 2014.' }) bio!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '/images/creators/mayapours.svg' }) profileImage!: string | null;
  @ApiProperty({ type: String, nullable: true, example: '/images/creators/mayapours-hero.jpg' }) heroImage!: string | null;
  @ApiProperty({ type: Object, nullable: true, description: '{ sections, customBlocks } of the profile page; null until the owner arranges it', example: { sections: ['hero', 'collections', 'endorsements'], customBlocks: [] } })
  pageLayout!: unknown;
  @ApiProperty({ type: String, format: 'date-time', example: '2026-11-20T18:30:00.000Z' }) createdAt!: Date;
}
