import { Command } from '@nestjs/cqrs';
import type { WebhookEventType } from '../../../domain/notification-events';
import type { WebhookEndpointView } from '../../ports/webhook-endpoints.port';

/** An admin registers an integrator's endpoint; the answer carries its signing secret, shown this once. */
export class RegisterWebhookEndpointCommand extends Command<WebhookEndpointView & { secret: string }> {
  constructor(
    readonly actorUserId: string,
    readonly url: string,
    readonly events: readonly WebhookEventType[],
  ) {
    super();
  }
}
