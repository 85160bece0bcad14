import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsString, Matches, MaxLength } from 'class-validator';

export class TotpSetupDto {
  @ApiProperty({ description: 'The secret in base32, for typing into an authenticator app by hand', example: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP' }) secret!: string;
  @ApiProperty({ description: 'The otpauth:// URI to show as a QR code', example: 'otpauth://totp/Rounds:maya?issuer=Rounds&secret=JBSWY3DPEHPK3PXP&algorithm=SHA1&digits=6&period=30' })
  otpauthUrl!: string;
}

export class TotpCodeDto {
  @ApiProperty({ description: 'The 6-digit code your authenticator app shows now', example: '492039' })
  @Matches(/^\s*\d{6}\s*$/, { message: 'code must be the 6 digits your authenticator app shows' })
  @IsString({ message: 'code must be the 6 digits your authenticator app shows' })
  code!: string;
}

export class RecoveryCodesDto {
  @ApiProperty({ type: [String], description: 'Ten single-use codes for when the authenticator app is not at hand; shown this once only', example: ['k7m2p-x9q4r', 'a3b8c-d2e6f'] })
  recoveryCodes!: string[];
}

export class SecondFactorStatusDto {
  @ApiProperty({ description: 'An authenticator app is set up', example: true }) totpEnabled!: boolean;
  @ApiProperty({ description: 'Unused recovery codes', example: 10 }) recoveryCodesLeft!: number;
  @ApiProperty({ description: 'Your role needs a second factor here (admins in production, or MFA_REQUIRED_ROLES): without one, role-guarded screens answer 403 MFA_ENROLMENT_REQUIRED', example: false })
  required!: boolean;
}

/** A fresh confirmation: a code (or recovery code) when a second factor is set up, else the password. */
export class StepUpDto {
  @ApiPropertyOptional({ description: 'The 6-digit code your authenticator app shows now (accounts with a second factor)', example: '492039' })
  @IsOptional()
  @Matches(/^\s*\d{6}\s*$/, { message: 'code must be the 6 digits your authenticator app shows' })
  @IsString({ message: 'code must be the 6 digits your authenticator app shows' })
  code?: string;

  @ApiPropertyOptional({ description: 'One of your unused recovery codes, instead of code', example: 'k7m2p-x9q4r' })
  @IsOptional()
  @MaxLength(20, { message: 'recoveryCode must be at most 20 characters' })
  @IsString({ message: 'recoveryCode must be text' })
  recoveryCode?: string;

  @ApiPropertyOptional({ description: 'Your password (accounts without a second factor)', format: 'password', example: 'rounds-demo-21' })
  @IsOptional()
  @MaxLength(200, { message: 'password must be at most 200 characters' })
  @IsString({ message: 'password must be text' })
  password?: string;
}

export class SteppedUpDto {
  @ApiProperty({ description: 'Until when changes that move money go through without asking again', example: '2026-12-14T10:05:00.000Z' }) validUntil!: Date;
}
