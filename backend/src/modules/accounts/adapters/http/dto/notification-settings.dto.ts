import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional } from 'class-validator';

/** Optional kinds of mail; order, shipping, payout and account mail always go. */
export class NotificationPreferencesDto {
  @ApiProperty({ description: 'Gift offers received, and brands: answers to your offers', example: true }) giftOffers!: boolean;
  @ApiProperty({ description: 'Commission that became payable', example: true }) commissions!: boolean;
  @ApiProperty({ description: 'Imports you queued that finished or failed', example: false }) imports!: boolean;
}

export class UpdateNotificationPreferencesDto {
  @ApiPropertyOptional({ example: false })
  @IsBoolean({ message: 'giftOffers must be true or false' })
  @IsOptional()
  giftOffers?: boolean;

  @ApiPropertyOptional({ example: true })
  @IsBoolean({ message: 'commissions must be true or false' })
  @IsOptional()
  commissions?: boolean;

  @ApiPropertyOptional({ example: true })
  @IsBoolean({ message: 'imports must be true or false' })
  @IsOptional()
  imports?: boolean;
}

export class UnsubscribedDto {
  @ApiProperty({ enum: ['giftOffers', 'commissions', 'imports'], enumName: 'OptionalMailKind', example: 'giftOffers' }) kind!: 'giftOffers' | 'commissions' | 'imports';
  @ApiProperty({ example: 'You will no longer get this kind of mail. Change it back on your Profile page: Settings → Account → Notifications by e-mail.' }) message!: string;
}
