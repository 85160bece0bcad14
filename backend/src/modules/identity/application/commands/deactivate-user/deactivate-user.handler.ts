import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { AUDIT_TRAIL, AuditTrail } from '../../../../audit';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { CannotDeactivateSelfError, UserNotFoundError } from '../../../domain/identity.errors';
import { USER_ACCOUNTS, UserAccounts } from '../../ports/user-accounts.port';
import { DeactivateUserCommand } from './deactivate-user.command';

@CommandHandler(DeactivateUserCommand)
export class DeactivateUserHandler implements ICommandHandler<DeactivateUserCommand, void> {
  constructor(
    @Inject(USER_ACCOUNTS) private readonly accounts: UserAccounts,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(AUDIT_TRAIL) private readonly auditTrail: AuditTrail,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, actorUserId }: DeactivateUserCommand): Promise<void> {
    if (userId === actorUserId) throw new CannotDeactivateSelfError();
    const before = await this.accounts.findAnyById(userId);
    if (!before) throw new UserNotFoundError(userId);
    if (before.deactivatedAt) return; // already deactivated: nothing changes, nothing to record
    await this.unitOfWork.run(async (tx) => {
      if (!(await this.accounts.deactivate(tx, userId, this.clock.now()))) throw new UserNotFoundError(userId);
      await this.auditTrail.record(tx, {
        action: 'user.deactivated',
        entityType: 'user',
        entityId: userId,
        actorUserId,
        details: { username: before.username, before: { active: true }, after: { active: false } },
      });
    });
  }
}
