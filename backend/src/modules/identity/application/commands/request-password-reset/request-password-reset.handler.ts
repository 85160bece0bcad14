import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { OUTBOX, Outbox } from '../../../../notifications';
import { mayMailPasswordReset, PASSWORD_RESET_TTL_MINUTES } from '../../../domain/account-tokens';
import { ACCOUNT_LINKS, AccountLinks, newOneTimeToken } from '../../one-time-token';
import { ACCOUNT_RECOVERY, AccountRecovery } from '../../ports/account-recovery.port';
import { RequestPasswordResetCommand } from './request-password-reset.command';

const HOUR_MS = 3600_000;

@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand, void> {
  constructor(
    @Inject(ACCOUNT_RECOVERY) private readonly recovery: AccountRecovery,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(ACCOUNT_LINKS) private readonly links: AccountLinks,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ email }: RequestPasswordResetCommand): Promise<void> {
    // The same statements run for a known and an unknown address (a token is made either way); the mail
    // itself leaves later, from the outbox, so the answer's timing does not tell whether the address exists.
    await this.unitOfWork.run(async (tx) => {
      const now = this.clock.now();
      const since = new Date(now.getTime() - HOUR_MS);
      const accounts = await this.recovery.activeAccountsByEmail(tx, email);
      if (accounts.length === 0) {
        await this.recovery.recordResetRequest(tx, email, null, since);
        newOneTimeToken();
        return;
      }
      for (const account of accounts) {
        const earlier = await this.recovery.recordResetRequest(tx, email, account.id, since);
        const { token, tokenHash } = newOneTimeToken();
        if (!mayMailPasswordReset(earlier.forAddress, earlier.forAccount)) continue;
        await this.recovery.revokeTokens(tx, account.id, 'password_reset', now);
        await this.recovery.issueToken(tx, { userId: account.id, purpose: 'password_reset', tokenHash, email, expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000) });
        await this.outbox.record(tx, {
          type: 'account.password_reset_requested',
          recipient: { userId: account.id, email },
          data: { username: account.username, link: `${this.links.publicOrigin}/auth/reset?token=${token}`, expiresInMinutes: PASSWORD_RESET_TTL_MINUTES },
        });
      }
    });
  }
}
