import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { AUDIT_TRAIL, AuditTrail } from '../../../../audit';
import { GrantCreatorRoleCommand } from '../../../../identity';
import { CREATOR_APPLICATION_STATUS_TABLE, CreatorApplicationNotFoundError } from '../../../domain/creator-application';
import { CREATOR_APPLICATIONS, CreatorApplications } from '../../ports/creator-applications.port';
import { ReviewCreatorApplicationCommand } from './review-creator-application.command';

@CommandHandler(ReviewCreatorApplicationCommand)
export class ReviewCreatorApplicationHandler implements ICommandHandler<ReviewCreatorApplicationCommand> {
  constructor(
    @Inject(CREATOR_APPLICATIONS) private readonly applications: CreatorApplications,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(AUDIT_TRAIL) private readonly auditTrail: AuditTrail,
    @Inject(CLOCK) private readonly clock: Clock,
    private readonly commandBus: CommandBus,
  ) {}

  async execute({ applicationId, decision, adminUserId }: ReviewCreatorApplicationCommand) {
    return this.unitOfWork.run(async (tx) => {
      const application = await this.applications.lockForReview(tx, applicationId);
      if (!application) throw new CreatorApplicationNotFoundError();
      CREATOR_APPLICATION_STATUS_TABLE.assertMove(application.status, decision.status);
      let creatorId: string | null = null;
      if (decision.status === 'approved') {
        creatorId = await this.applications.createCreatorPage(tx, application);
        await this.commandBus.execute(new GrantCreatorRoleCommand(application.userId, tx));
      }
      const rejectionReason = decision.status === 'rejected' ? decision.reason.trim() : null;
      await this.applications.markReviewed(tx, applicationId, { status: decision.status, reviewerId: adminUserId, at: this.clock.now(), rejectionReason, creatorId });
      await this.auditTrail.record(tx, {
        action: `creator_application.${decision.status}`,
        entityType: 'creator_application',
        entityId: applicationId,
        actorUserId: adminUserId,
        details: { handle: application.handle, applicantUserId: application.userId, before: { status: 'pending' }, after: { status: decision.status, creatorId, rejectionReason } },
      });
      return { id: applicationId, status: decision.status, creatorId };
    });
  }
}
