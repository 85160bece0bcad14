import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { AUDIT_TRAIL, AuditTrail } from '../../../../audit';
import { WebhookEndpointNotFoundError } from '../../../domain/notifications.errors';
import { WEBHOOK_ENDPOINTS, WebhookEndpoints } from '../../ports/webhook-endpoints.port';
import { DeleteWebhookEndpointCommand } from './delete-webhook-endpoint.command';

@CommandHandler(DeleteWebhookEndpointCommand)
export class DeleteWebhookEndpointHandler implements ICommandHandler<DeleteWebhookEndpointCommand, void> {
  constructor(
    @Inject(WEBHOOK_ENDPOINTS) private readonly endpoints: WebhookEndpoints,
    @Inject(AUDIT_TRAIL) private readonly auditTrail: AuditTrail,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute({ actorUserId, endpointId }: DeleteWebhookEndpointCommand): Promise<void> {
    const endpoint = await this.endpoints.find(endpointId);
    if (!endpoint) throw new WebhookEndpointNotFoundError();
    await this.unitOfWork.run(async (tx) => {
      if (!(await this.endpoints.delete(tx, endpointId))) throw new WebhookEndpointNotFoundError();
      await this.auditTrail.record(tx, { action: 'webhook.deleted', entityType: 'webhook_endpoint', entityId: endpointId, actorUserId, details: { url: endpoint.url, events: endpoint.events } });
    });
  }
}
