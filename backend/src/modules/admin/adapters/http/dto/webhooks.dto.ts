import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, MaxLength } from 'class-validator';
import { ApiTimestamp } from '../../../../../shared/infrastructure/http/api-docs';
import { WEBHOOK_EVENT_TYPES, type WebhookEventType } from '../../../../notifications';

const EVENTS_MESSAGE = `events must list event types among ${WEBHOOK_EVENT_TYPES.join(', ')}`;
const EXAMPLE_URL = 'https://erp.example.com/rounds/webhooks';

export class RegisterWebhookEndpointDto {
  @ApiProperty({ description: 'https URL that receives the deliveries (plain http only for hosts in WEBHOOK_ALLOWED_PRIVATE_HOSTS)', example: EXAMPLE_URL, maxLength: 2048 })
  @MaxLength(2048, { message: 'url must be at most 2048 characters' })
  @IsString({ message: 'url must be text' })
  url!: string;

  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, enumName: 'WebhookEventType', isArray: true, example: ['order.paid', 'shipment.shipped'] })
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: EVENTS_MESSAGE })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length * 2, { message: 'events lists too many types' })
  @ArrayMinSize(1, { message: 'events must name at least one event type' })
  @IsArray({ message: EVENTS_MESSAGE })
  events!: WebhookEventType[];
}

export class UpdateWebhookEndpointDto {
  @ApiPropertyOptional({ example: EXAMPLE_URL, maxLength: 2048 })
  @MaxLength(2048, { message: 'url must be at most 2048 characters' })
  @IsString({ message: 'url must be text' })
  @IsOptional()
  url?: string;

  @ApiPropertyOptional({ enum: WEBHOOK_EVENT_TYPES, enumName: 'WebhookEventType', isArray: true, example: ['order.paid'] })
  @IsIn(WEBHOOK_EVENT_TYPES, { each: true, message: EVENTS_MESSAGE })
  @ArrayMaxSize(WEBHOOK_EVENT_TYPES.length * 2, { message: 'events lists too many types' })
  @ArrayMinSize(1, { message: 'events must name at least one event type' })
  @IsArray({ message: EVENTS_MESSAGE })
  @IsOptional()
  events?: WebhookEventType[];

  @ApiPropertyOptional({ description: 'false stops deliveries (events meanwhile are not sent to it, pending ones wait); true resumes them and clears the failing mark', example: true })
  @IsBoolean({ message: 'active must be true or false' })
  @IsOptional()
  active?: boolean;
}

export class WebhookEndpointDto {
  @ApiProperty({ format: 'uuid', example: '6a0c1d2e-3f40-4a5b-8c6d-7e8f9a0b1c2d' }) id!: string;
  @ApiProperty({ example: EXAMPLE_URL }) url!: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, enumName: 'WebhookEventType', isArray: true, example: ['order.paid', 'shipment.shipped'] }) events!: WebhookEventType[];
  @ApiProperty({ description: 'Whether deliveries are sent', example: true }) active!: boolean;
  @ApiProperty({ description: 'True once deliveries failed for three days (admins were told); PATCH active true clears it', example: false }) failing!: boolean;
  @ApiTimestamp('Since when the endpoint is failing', { nullable: true }) failingSince!: string | null;
  @ApiTimestamp('When it was registered') createdAt!: string;
}

export class RegisteredWebhookEndpointDto extends WebhookEndpointDto {
  @ApiProperty({ description: 'The signing secret of Rounds-Signature. Shown only in this answer: store it now.', example: 'whsec_0c4b1f9e2a7d5c3b8e6f1a2d4c7b9e0f3a5d' }) secret!: string;
}

export class WebhookDeliveryDto {
  @ApiProperty({ format: 'uuid', example: '1b2c3d4e-5f60-4718-9a0b-1c2d3e4f5a6b' }) id!: string;
  @ApiProperty({ format: 'uuid', description: 'The event (Rounds-Event-Id; the same on every attempt)', example: '0f1e2d3c-4b5a-4969-8877-66554433aa11' }) eventId!: string;
  @ApiProperty({ enum: WEBHOOK_EVENT_TYPES, enumName: 'WebhookEventType', example: 'order.paid' }) eventType!: WebhookEventType;
  @ApiProperty({ enum: ['pending', 'delivered', 'failed'], enumName: 'WebhookDeliveryStatus', description: 'pending: waiting or retrying; failed: given up after three days', example: 'delivered' })
  status!: 'pending' | 'delivered' | 'failed';
  @ApiProperty({ type: 'integer', example: 1 }) attempts!: number;
  @ApiProperty({ type: 'integer', nullable: true, description: 'The HTTP status of the last attempt; null when no answer came', example: 200 }) lastResponseCode!: number | null;
  @ApiProperty({ type: String, nullable: true, example: null }) lastError!: string | null;
  @ApiTimestamp('When the next attempt is due (null once delivered or given up)', { nullable: true }) nextRetryAt!: string | null;
  @ApiTimestamp('When the event was fanned out to this endpoint') createdAt!: string;
  @ApiTimestamp('When a 2xx answer came', { nullable: true }) deliveredAt!: string | null;
}
