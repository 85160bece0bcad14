import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { WebhookEndpointNotFoundError } from '../../../domain/notifications.errors';
import { WEBHOOK_ENDPOINTS, WebhookEndpoints } from '../../ports/webhook-endpoints.port';
import { DeleteWebhookEndpointCommand } from './delete-webhook-endpoint.command';

@CommandHandler(DeleteWebhookEndpointCommand)
export class DeleteWebhookEndpointHandler implements ICommandHandler<DeleteWebhookEndpointCommand, void> {
  constructor(@Inject(WEBHOOK_ENDPOINTS) private readonly endpoints: WebhookEndpoints) {}

  async execute({ endpointId }: DeleteWebhookEndpointCommand): Promise<void> {
    if (!(await this.endpoints.delete(endpointId))) throw new WebhookEndpointNotFoundError();
  }
}
