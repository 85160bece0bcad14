import { Command } from '@nestjs/cqrs';
import type { WebhookEventType } from '../../../domain/notification-events';
import type { WebhookEndpointView } from '../../ports/webhook-endpoints.port';

/** Changes an endpoint's URL, events or whether it receives deliveries (reactivating clears its failing mark). */
export class UpdateWebhookEndpointCommand extends Command<WebhookEndpointView> {
  constructor(
    readonly actorUserId: string,
    readonly endpointId: string,
    readonly changes: { url?: string; events?: readonly WebhookEventType[]; active?: boolean },
  ) {
    super();
  }
}
