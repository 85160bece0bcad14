import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { NoEmailAddressError, NotSignedInError } from '../../../domain/identity.errors';
import { EmailVerificationMailer } from '../../email-verification-mailer';
import { ACCOUNT_RECOVERY, AccountRecovery } from '../../ports/account-recovery.port';
import { RequestEmailVerificationCommand } from './request-email-verification.command';

@CommandHandler(RequestEmailVerificationCommand)
export class RequestEmailVerificationHandler implements ICommandHandler<RequestEmailVerificationCommand, void> {
  constructor(
    @Inject(ACCOUNT_RECOVERY) private readonly recovery: AccountRecovery,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    private readonly verification: EmailVerificationMailer,
  ) {}

  async execute({ userId }: RequestEmailVerificationCommand): Promise<void> {
    await this.unitOfWork.run(async (tx) => {
      const account = await this.recovery.emailOf(tx, userId);
      if (!account) throw new NotSignedInError();
      const address = account.pendingEmail ?? account.email;
      if (!address) throw new NoEmailAddressError();
      await this.verification.send(tx, { id: userId, username: account.username }, address);
    });
  }
}
