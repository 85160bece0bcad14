/** Confirms an address with the token of its link: it becomes (or stays) the account's, verified. */
export class ConfirmEmailVerificationCommand {
  constructor(readonly token: string) {}
}
