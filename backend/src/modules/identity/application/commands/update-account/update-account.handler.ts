import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { AUDIT_TRAIL, AuditTrail } from '../../../../audit';
import { CannotChangeOwnRoleError, UserNotFoundError } from '../../../domain/identity.errors';
import { AccountView, USER_ACCOUNTS, UserAccounts } from '../../ports/user-accounts.port';
import { UpdateAccountCommand } from './update-account.command';

@CommandHandler(UpdateAccountCommand)
export class UpdateAccountHandler implements ICommandHandler<UpdateAccountCommand, AccountView> {
  constructor(
    @Inject(USER_ACCOUNTS) private readonly accounts: UserAccounts,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(AUDIT_TRAIL) private readonly auditTrail: AuditTrail,
  ) {}

  async execute({ userId, changes, actorUserId }: UpdateAccountCommand): Promise<AccountView> {
    const before = await this.accounts.findAnyById(userId);
    if (!before) throw new UserNotFoundError(userId);
    if (userId === actorUserId && changes.role !== undefined && changes.role !== before.role) throw new CannotChangeOwnRoleError();
    const after = { email: changes.email === undefined ? before.email : changes.email, role: changes.role ?? before.role };
    const changed = (Object.keys(after) as (keyof typeof after)[]).filter((field) => after[field] !== before[field]);
    const view: AccountView = { id: before.id, username: before.username, email: after.email, role: after.role, ageVerified: before.ageVerified, ageStatus: before.ageStatus, emailVerified: before.emailVerified && after.email === before.email, createdAt: before.createdAt };
    if (changed.length === 0) return view; // nothing changes, nothing to record
    await this.unitOfWork.run(async (tx) => {
      if (!(await this.accounts.update(tx, userId, after))) throw new UserNotFoundError(userId);
      await this.auditTrail.record(tx, {
        action: 'user.updated',
        entityType: 'user',
        entityId: userId,
        actorUserId,
        details: {
          username: before.username,
          before: Object.fromEntries(changed.map((field) => [field, before[field]])),
          after: Object.fromEntries(changed.map((field) => [field, after[field]])),
        },
      });
    });
    return view;
  }
}
