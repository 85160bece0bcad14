import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { WebhookDeliveryNotFoundError } from '../../../domain/notifications.errors';
import { WEBHOOK_ENDPOINTS, WebhookDeliveryView, WebhookEndpoints } from '../../ports/webhook-endpoints.port';
import { RetryWebhookDeliveryCommand } from './retry-webhook-delivery.command';

@CommandHandler(RetryWebhookDeliveryCommand)
export class RetryWebhookDeliveryHandler implements ICommandHandler<RetryWebhookDeliveryCommand, WebhookDeliveryView> {
  constructor(
    @Inject(WEBHOOK_ENDPOINTS) private readonly endpoints: WebhookEndpoints,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ endpointId, deliveryId }: RetryWebhookDeliveryCommand): Promise<WebhookDeliveryView> {
    const retried = await this.endpoints.retry(endpointId, deliveryId, this.clock.now());
    if (!retried) throw new WebhookDeliveryNotFoundError();
    return retried;
  }
}
