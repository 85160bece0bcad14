import { Command } from '@nestjs/cqrs';
import type { AccountView } from '../../ports/user-accounts.port';

/**
 * The account; whether a second factor is still due before its session may start; and whether this sign-in
 * counts as a fresh confirmation for step-up (the password of an account without a second factor, or the
 * password with a code — not a trusted browser that skipped the code).
 */
export type AuthenticatedAccount = AccountView & { secondFactorDue: boolean; steppedUp: boolean };

export class AuthenticateUserCommand extends Command<AuthenticatedAccount> {
  constructor(
    readonly username: string,
    readonly password: string,
    /** The client's normalised IP address, or null when it could not be read. */
    readonly ipAddress: string | null,
    /** The hash of this browser's genuine device cookie, or null when it has none. */
    readonly browserTokenHash: string | null = null,
    /** A current TOTP code sent with the password: lets the owner of a locked account in. */
    readonly code: string | null = null,
    /** Or one of the account's unused recovery codes (spent once the password is right too). */
    readonly recoveryCode: string | null = null,
  ) {
    super();
  }
}
