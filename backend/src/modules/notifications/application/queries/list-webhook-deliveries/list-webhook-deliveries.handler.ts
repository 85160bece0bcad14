import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { WEBHOOK_ENDPOINTS, WebhookDeliveryView, WebhookEndpoints } from '../../ports/webhook-endpoints.port';
import { ListWebhookDeliveriesQuery } from './list-webhook-deliveries.query';

@QueryHandler(ListWebhookDeliveriesQuery)
export class ListWebhookDeliveriesHandler implements IQueryHandler<ListWebhookDeliveriesQuery, WebhookDeliveryView[] | null> {
  constructor(@Inject(WEBHOOK_ENDPOINTS) private readonly endpoints: WebhookEndpoints) {}

  async execute({ endpointId, limit }: ListWebhookDeliveriesQuery): Promise<WebhookDeliveryView[] | null> {
    if (!(await this.endpoints.find(endpointId))) return null;
    return this.endpoints.deliveries(endpointId, limit);
  }
}
