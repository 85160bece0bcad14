import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { WEBHOOK_ENDPOINTS, WebhookEndpoints, WebhookEndpointView } from '../../ports/webhook-endpoints.port';
import { ListWebhookEndpointsQuery } from './list-webhook-endpoints.query';

@QueryHandler(ListWebhookEndpointsQuery)
export class ListWebhookEndpointsHandler implements IQueryHandler<ListWebhookEndpointsQuery, WebhookEndpointView[]> {
  constructor(@Inject(WEBHOOK_ENDPOINTS) private readonly endpoints: WebhookEndpoints) {}

  execute(): Promise<WebhookEndpointView[]> {
    return this.endpoints.list();
  }
}
