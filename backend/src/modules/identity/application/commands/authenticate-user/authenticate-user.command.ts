import { Command } from '@nestjs/cqrs';
import type { AccountView } from '../../ports/user-accounts.port';

export class AuthenticateUserCommand extends Command<AccountView> {
  constructor(
    readonly username: string,
    readonly password: string,
    /** The client's normalised IP address, or null when it could not be read. */
    readonly ipAddress: string | null,
  ) {
    super();
  }
}
