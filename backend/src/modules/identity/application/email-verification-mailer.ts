import { Inject, Injectable } from '@nestjs/common';
import { CLOCK, Clock } from '../../../shared/application/clock.port';
import type { TransactionContext } from '../../../shared/application/unit-of-work';
import { OUTBOX, Outbox } from '../../notifications';
import { EMAIL_VERIFICATION_TTL_HOURS } from '../domain/account-tokens';
import { ACCOUNT_LINKS, AccountLinks, newOneTimeToken } from './one-time-token';
import { ACCOUNT_RECOVERY, AccountRecovery } from './ports/account-recovery.port';

/**
 * Mails a link that confirms `email` for the account: at sign-up, on request and when the address changes.
 * A new link replaces the earlier ones. Inside the caller's transaction, so the link exists only if the change does.
 */
@Injectable()
export class EmailVerificationMailer {
  constructor(
    @Inject(ACCOUNT_RECOVERY) private readonly recovery: AccountRecovery,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    @Inject(ACCOUNT_LINKS) private readonly links: AccountLinks,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async send(tx: TransactionContext, account: { id: string; username: string }, email: string): Promise<void> {
    const now = this.clock.now();
    await this.recovery.revokeTokens(tx, account.id, 'email_verification', now);
    const { token, tokenHash } = newOneTimeToken();
    await this.recovery.issueToken(tx, { userId: account.id, purpose: 'email_verification', tokenHash, email, expiresAt: new Date(now.getTime() + EMAIL_VERIFICATION_TTL_HOURS * 3600_000) });
    await this.outbox.record(tx, {
      type: 'account.email_verification_requested',
      // Only the address: the link must reach the address it confirms, not the account's current one.
      recipient: { email },
      data: { username: account.username, link: `${this.links.publicOrigin}/auth/verify?token=${token}` },
    });
  }
}
