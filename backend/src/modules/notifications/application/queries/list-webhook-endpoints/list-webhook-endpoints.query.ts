import { Query } from '@nestjs/cqrs';
import type { WebhookEndpointView } from '../../ports/webhook-endpoints.port';

/** Every registered endpoint, oldest first (never its secret). */
export class ListWebhookEndpointsQuery extends Query<WebhookEndpointView[]> {}
