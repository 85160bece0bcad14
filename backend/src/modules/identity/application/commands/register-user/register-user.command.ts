import { Command } from '@nestjs/cqrs';
import type { AccountView } from '../../ports/user-accounts.port';

export class RegisterUserCommand extends Command<AccountView> {
  constructor(
    readonly username: string,
    readonly password: string,
    readonly email: string | null,
  ) {
    super();
  }
}
