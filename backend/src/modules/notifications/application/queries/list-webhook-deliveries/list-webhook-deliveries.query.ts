import { Query } from '@nestjs/cqrs';
import type { WebhookDeliveryView } from '../../ports/webhook-endpoints.port';

/** An endpoint's deliveries, newest first; null when there is no such endpoint. */
export class ListWebhookDeliveriesQuery extends Query<WebhookDeliveryView[] | null> {
  constructor(
    readonly endpointId: string,
    readonly limit: number,
  ) {
    super();
  }
}
