import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { InvalidAccountTokenError } from '../../../domain/identity.errors';
import { hashOneTimeToken } from '../../one-time-token';
import { ACCOUNT_RECOVERY, AccountRecovery } from '../../ports/account-recovery.port';
import { ConfirmEmailVerificationCommand } from './confirm-email-verification.command';

@CommandHandler(ConfirmEmailVerificationCommand)
export class ConfirmEmailVerificationHandler implements ICommandHandler<ConfirmEmailVerificationCommand, void> {
  constructor(
    @Inject(ACCOUNT_RECOVERY) private readonly recovery: AccountRecovery,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ token }: ConfirmEmailVerificationCommand): Promise<void> {
    await this.unitOfWork.run(async (tx) => {
      const now = this.clock.now();
      const owner = await this.recovery.consumeToken(tx, 'email_verification', hashOneTimeToken(token), now);
      // A link for an address that has since been replaced confirms nothing.
      if (!owner?.email || !(await this.recovery.confirmEmail(tx, owner.userId, owner.email, now))) throw new InvalidAccountTokenError('verification');
    });
  }
}
