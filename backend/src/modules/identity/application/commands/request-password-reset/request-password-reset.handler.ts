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

/** Who an unknown address's request is run for: an id no account has, so the token insert finds no account. */
const NO_ACCOUNT = { id: '00000000-0000-0000-0000-000000000000', username: '' };

@CommandHandler(RequestPasswordResetCommand)
export class RequestPasswordResetHandler implements ICommandHandler<RequestPasswordResetCommand, void> {
  constructor(
    @Inject(ACCOUNT_RECOVERY) private readonly recovery: AccountRecovery,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(ACCOUNT_LINKS) private readonly links: AccountLinks,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /**
   * A known address, an unknown one and one past its hourly limit run the same statements in the same order, so
   * the answer's timing does not tell them apart: the request is recorded, a token is made and hashed, and behind
   * a savepoint the account's older links are revoked, the new token stored and the mail's outbox row written.
   * Only a known address within its limit keeps those writes; for the others the savepoint is rolled back (an
   * unknown address runs them for an id no account has, so the token insert finds no account and stores nothing).
   * The mail itself leaves later, from the outbox. What still differs: an address shared by several accounts
   * runs the steps once per account.
   */
  async execute({ email }: RequestPasswordResetCommand): Promise<void> {
    await this.unitOfWork.run(async (tx) => {
      const now = this.clock.now();
      const since = new Date(now.getTime() - HOUR_MS);
      const accounts = await this.recovery.activeAccountsByEmail(tx, email);
      for (const account of accounts.length > 0 ? accounts : [null]) {
        const earlier = await this.recovery.recordResetRequest(tx, email, account?.id ?? null, since);
        const { token, tokenHash } = newOneTimeToken();
        const keep = account !== null && mayMailPasswordReset(earlier.forAddress, earlier.forAccount);
        const { id, username } = account ?? NO_ACCOUNT;
        await this.unitOfWork.runInSavepoint(tx, { keep }, async (inner) => {
          await this.recovery.revokeTokens(inner, id, 'password_reset', now);
          await this.recovery.issueToken(inner, { userId: id, purpose: 'password_reset', tokenHash, email, expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_MINUTES * 60_000) });
          await this.outbox.record(inner, {
            type: 'account.password_reset_requested',
            recipient: { userId: account?.id ?? null, email },
            data: { username, link: `${this.links.publicOrigin}/auth/reset?token=${token}`, expiresInMinutes: PASSWORD_RESET_TTL_MINUTES },
          });
        });
      }
    });
  }
}
