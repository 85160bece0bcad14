import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { AUDIT_TRAIL, AuditTrail } from '../../../../audit';
import { WebhookEndpointNotFoundError, WebhookUrlRefusedError } from '../../../domain/notifications.errors';
import { WEBHOOK_ENDPOINTS, WebhookEndpoints, WebhookEndpointView } from '../../ports/webhook-endpoints.port';
import { WEBHOOK_SENDER, WebhookSender } from '../../ports/webhook-sender.port';
import { UpdateWebhookEndpointCommand } from './update-webhook-endpoint.command';

@CommandHandler(UpdateWebhookEndpointCommand)
export class UpdateWebhookEndpointHandler implements ICommandHandler<UpdateWebhookEndpointCommand, WebhookEndpointView> {
  constructor(
    @Inject(WEBHOOK_ENDPOINTS) private readonly endpoints: WebhookEndpoints,
    @Inject(WEBHOOK_SENDER) private readonly sender: WebhookSender,
    @Inject(AUDIT_TRAIL) private readonly auditTrail: AuditTrail,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute({ actorUserId, endpointId, changes }: UpdateWebhookEndpointCommand): Promise<WebhookEndpointView> {
    if (changes.url !== undefined) {
      const refusal = await this.sender.refusal(changes.url);
      if (refusal) throw new WebhookUrlRefusedError(refusal);
    }
    const before = await this.endpoints.find(endpointId);
    if (!before) throw new WebhookEndpointNotFoundError();
    return this.unitOfWork.run(async (tx) => {
      const updated = await this.endpoints.update(tx, endpointId, { ...changes, events: changes.events ? [...new Set(changes.events)] : undefined });
      if (!updated) throw new WebhookEndpointNotFoundError();
      await this.auditTrail.record(tx, {
        action: 'webhook.updated',
        entityType: 'webhook_endpoint',
        entityId: endpointId,
        actorUserId,
        details: { before: { url: before.url, events: before.events, active: before.active }, after: { url: updated.url, events: updated.events, active: updated.active } },
      });
      return updated;
    });
  }
}
