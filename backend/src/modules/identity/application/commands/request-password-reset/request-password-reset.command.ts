/**
 * Someone forgot a password: mail each active account with this address a single-use link (30 minutes).
 * Answers nothing, whether or not the address is known (no enumeration); throttled per address and account.
 */
export class RequestPasswordResetCommand {
  constructor(readonly email: string) {}
}
