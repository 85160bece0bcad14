import { Command } from '@nestjs/cqrs';
import type { UserRole } from '../../../domain/user-role';
import type { AccountView } from '../../ports/user-accounts.port';

/** An admin adds an account (the Users tab's Add): any role, the same username and password rules as sign-up. Audited. */
export class CreateAccountCommand extends Command<AccountView> {
  constructor(
    readonly account: { username: string; password: string; email: string | null; role: UserRole },
    readonly actorUserId: string,
  ) {
    super();
  }
}
