import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsEmail, IsOptional, MaxLength } from 'class-validator';
import { ApiTimestamp } from '../../../../../shared/infrastructure/http/api-docs';
import { PageQueryDto } from '../../../../../shared/infrastructure/http/page-query.dto';

export class ListMailboxQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ description: 'Only messages to this address (any letter case)', example: 'maya@example.com' })
  @MaxLength(254, { message: 'to must be at most 254 characters' })
  @IsEmail({}, { message: 'to must be a valid e-mail address' })
  @IsOptional()
  to?: string;
}

export class MailboxMessageSummaryDto {
  @ApiProperty({ format: 'uuid', example: '5d1c2b3a-4e5f-4a6b-9c7d-8e9f0a1b2c3d' }) id!: string;
  @ApiProperty({ format: 'uuid', description: 'The event the message tells about (also its Message-ID)', example: '0f1e2d3c-4b5a-4969-8877-66554433aa11' }) eventId!: string;
  @ApiProperty({ example: 'maya@example.com' }) to!: string;
  @ApiProperty({ example: 'Your Rounds order RND-10042 has shipped' }) subject!: string;
  @ApiTimestamp('When the message was delivered to the mailbox') createdAt!: string;
}

export class MailboxMessageDto extends MailboxMessageSummaryDto {
  @ApiProperty({ description: 'The plain-text part', example: 'Rounds\n\nYour bottle is on its way\n…' }) text!: string;
  @ApiProperty({ description: 'The HTML part (tables and inline styles, no scripts)', example: '<!DOCTYPE html><html lang="en">…</html>' }) html!: string;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, example: { From: 'Rounds <no-reply@rounds.example>', To: 'maya@example.com', 'X-Rounds-Event-Id': '0f1e2d3c-4b5a-4969-8877-66554433aa11' } })
  headers!: Record<string, string>;
}
