/** Sets a new password with a reset link's token: the token is used up and every session of the account ends. */
export class ResetPasswordCommand {
  constructor(
    readonly token: string,
    readonly password: string,
  ) {}
}
