import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { AUDIT_TRAIL, AuditTrail } from '../../../../audit';
import { assertRegistrableUsername } from '../../../domain/reserved-usernames';
import { AccountView, PASSWORD_HASHER, PasswordHasher, USER_ACCOUNTS, UserAccounts } from '../../ports/user-accounts.port';
import { CreateAccountCommand } from './create-account.command';

@CommandHandler(CreateAccountCommand)
export class CreateAccountHandler implements ICommandHandler<CreateAccountCommand, AccountView> {
  constructor(
    @Inject(USER_ACCOUNTS) private readonly accounts: UserAccounts,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(AUDIT_TRAIL) private readonly auditTrail: AuditTrail,
  ) {}

  async execute({ account, actorUserId }: CreateAccountCommand): Promise<AccountView> {
    assertRegistrableUsername(account.username);
    const passwordHash = await this.hasher.hash(account.password);
    return this.unitOfWork.run(async (tx) => {
      const created = await this.accounts.create({ username: account.username, passwordHash, email: account.email, role: account.role }, tx);
      await this.auditTrail.record(tx, {
        action: 'user.created',
        entityType: 'user',
        entityId: created.id,
        actorUserId,
        details: { username: created.username, after: { email: created.email, role: created.role } },
      });
      return created;
    });
  }
}
