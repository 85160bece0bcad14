import { Command } from '@nestjs/cqrs';
import type { WebhookEndpointView } from '../../ports/webhook-endpoints.port';

/** An admin replaces an endpoint's signing secret (one that leaked); the answer carries the new secret, shown this once. */
export class RotateWebhookSecretCommand extends Command<WebhookEndpointView & { secret: string }> {
  constructor(
    readonly actorUserId: string,
    readonly endpointId: string,
  ) {
    super();
  }
}
