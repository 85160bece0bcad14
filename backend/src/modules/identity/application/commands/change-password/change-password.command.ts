/** The signed-in user changes their password; every other session of the account ends, `sessionId` stays signed in. */
export class ChangePasswordCommand {
  constructor(
    readonly userId: string,
    readonly currentPassword: string,
    readonly newPassword: string,
    readonly sessionId: string | undefined,
  ) {}
}
