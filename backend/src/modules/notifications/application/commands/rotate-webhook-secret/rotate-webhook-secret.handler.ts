import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { AUDIT_TRAIL, AuditTrail } from '../../../../audit';
import { WebhookEndpointNotFoundError } from '../../../domain/notifications.errors';
import { newWebhookSecret } from '../../../domain/webhook-signature';
import { WEBHOOK_ENDPOINTS, WebhookEndpoints, WebhookEndpointView } from '../../ports/webhook-endpoints.port';
import { RotateWebhookSecretCommand } from './rotate-webhook-secret.command';

@CommandHandler(RotateWebhookSecretCommand)
export class RotateWebhookSecretHandler implements ICommandHandler<RotateWebhookSecretCommand, WebhookEndpointView & { secret: string }> {
  constructor(
    @Inject(WEBHOOK_ENDPOINTS) private readonly endpoints: WebhookEndpoints,
    @Inject(AUDIT_TRAIL) private readonly auditTrail: AuditTrail,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
  ) {}

  async execute({ actorUserId, endpointId }: RotateWebhookSecretCommand): Promise<WebhookEndpointView & { secret: string }> {
    const secret = newWebhookSecret();
    const endpoint = await this.unitOfWork.run(async (tx) => {
      const rotated = await this.endpoints.rotateSecret(tx, endpointId, secret);
      if (!rotated) throw new WebhookEndpointNotFoundError();
      await this.auditTrail.record(tx, { action: 'webhook.secret_rotated', entityType: 'webhook_endpoint', entityId: endpointId, actorUserId, details: { url: rotated.url } });
      return rotated;
    });
    return { ...endpoint, secret };
  }
}
