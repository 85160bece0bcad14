import { Command } from '@nestjs/cqrs';
import type { AccountView } from '../../ports/user-accounts.port';

export class AuthenticateUserCommand extends Command<AccountView> {
  constructor(
    readonly username: string,
    readonly password: string,
    readonly ipAddress: string,
  ) {
    super();
  }
}
