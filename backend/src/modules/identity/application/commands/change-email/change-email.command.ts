/** The signed-in user gives a new address: it takes effect once confirmed through the link mailed to it. */
export class ChangeEmailCommand {
  constructor(
    readonly userId: string,
    readonly email: string,
    readonly currentPassword: string,
  ) {}
}
