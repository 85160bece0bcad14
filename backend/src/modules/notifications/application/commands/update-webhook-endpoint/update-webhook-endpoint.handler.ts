import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { WebhookEndpointNotFoundError, WebhookUrlRefusedError } from '../../../domain/notifications.errors';
import { WEBHOOK_ENDPOINTS, WebhookEndpoints, WebhookEndpointView } from '../../ports/webhook-endpoints.port';
import { WEBHOOK_SENDER, WebhookSender } from '../../ports/webhook-sender.port';
import { UpdateWebhookEndpointCommand } from './update-webhook-endpoint.command';

@CommandHandler(UpdateWebhookEndpointCommand)
export class UpdateWebhookEndpointHandler implements ICommandHandler<UpdateWebhookEndpointCommand, WebhookEndpointView> {
  constructor(
    @Inject(WEBHOOK_ENDPOINTS) private readonly endpoints: WebhookEndpoints,
    @Inject(WEBHOOK_SENDER) private readonly sender: WebhookSender,
  ) {}

  async execute({ endpointId, changes }: UpdateWebhookEndpointCommand): Promise<WebhookEndpointView> {
    if (changes.url !== undefined) {
      const refusal = await this.sender.refusal(changes.url);
      if (refusal) throw new WebhookUrlRefusedError(refusal);
    }
    const updated = await this.endpoints.update(endpointId, { ...changes, events: changes.events ? [...new Set(changes.events)] : undefined });
    if (!updated) throw new WebhookEndpointNotFoundError();
    return updated;
  }
}
