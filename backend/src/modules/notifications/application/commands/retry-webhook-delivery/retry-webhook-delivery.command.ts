import { Command } from '@nestjs/cqrs';
import type { WebhookDeliveryView } from '../../ports/webhook-endpoints.port';

/** Makes a delivery due now: the dispatcher's next run sends it again, with the same event id. */
export class RetryWebhookDeliveryCommand extends Command<WebhookDeliveryView> {
  constructor(
    readonly endpointId: string,
    readonly deliveryId: string,
  ) {
    super();
  }
}
