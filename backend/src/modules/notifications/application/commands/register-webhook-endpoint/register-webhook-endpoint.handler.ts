import { randomBytes } from 'node:crypto';
import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { WebhookUrlRefusedError } from '../../../domain/notifications.errors';
import { WEBHOOK_ENDPOINTS, WebhookEndpoints, WebhookEndpointView } from '../../ports/webhook-endpoints.port';
import { WEBHOOK_SENDER, WebhookSender } from '../../ports/webhook-sender.port';
import { RegisterWebhookEndpointCommand } from './register-webhook-endpoint.command';

@CommandHandler(RegisterWebhookEndpointCommand)
export class RegisterWebhookEndpointHandler implements ICommandHandler<RegisterWebhookEndpointCommand, WebhookEndpointView & { secret: string }> {
  constructor(
    @Inject(WEBHOOK_ENDPOINTS) private readonly endpoints: WebhookEndpoints,
    @Inject(WEBHOOK_SENDER) private readonly sender: WebhookSender,
  ) {}

  async execute({ url, events }: RegisterWebhookEndpointCommand): Promise<WebhookEndpointView & { secret: string }> {
    const refusal = await this.sender.refusal(url);
    if (refusal) throw new WebhookUrlRefusedError(refusal);
    const secret = `whsec_${randomBytes(24).toString('base64url')}`;
    const endpoint = await this.endpoints.create({ url, events: [...new Set(events)], secret });
    return { ...endpoint, secret };
  }
}
