import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { AUDIT_TRAIL, AuditTrail } from '../../../../audit';
import { WebhookUrlRefusedError } from '../../../domain/notifications.errors';
import { newWebhookSecret } from '../../../domain/webhook-signature';
import { WEBHOOK_ENDPOINTS, WebhookEndpoints, WebhookEndpointView } from '../../ports/webhook-endpoints.port';
import { WEBHOOK_SENDER, WebhookSender } from '../../ports/webhook-sender.port';
import { RegisterWebhookEndpointCommand } from './register-webhook-endpoint.command';

@CommandHandler(RegisterWebhookEndpointCommand)
export class RegisterWebhookEndpointHandler implements ICommandHandler<RegisterWebhookEndpointCommand, WebhookEndpointView & { secret: string }> {
  constructor(
    @Inject(WEBHOOK_ENDPOINTS) private readonly endpoints: WebhookEndpoints,
    @Inject(WEBHOOK_SENDER) private readonly sender: WebhookSender,
    @Inject(AUDIT_TRAIL) private readonly auditTrail: AuditTrail,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute({ actorUserId, url, events }: RegisterWebhookEndpointCommand): Promise<WebhookEndpointView & { secret: string }> {
    const refusal = await this.sender.refusal(url);
    if (refusal) throw new WebhookUrlRefusedError(refusal);
    const secret = newWebhookSecret();
    const endpoint = await this.unitOfWork.run(async (tx) => {
      const created = await this.endpoints.create(tx, { url, events: [...new Set(events)], secret });
      await this.auditTrail.record(tx, { action: 'webhook.created', entityType: 'webhook_endpoint', entityId: created.id, actorUserId, details: { url: created.url, events: created.events } });
      return created;
    });
    return { ...endpoint, secret };
  }
}
