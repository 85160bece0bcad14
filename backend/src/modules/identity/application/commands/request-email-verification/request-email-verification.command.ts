/** Mails a new confirmation link for the account's address (or the new one waiting for confirmation). */
export class RequestEmailVerificationCommand {
  constructor(readonly userId: string) {}
}
