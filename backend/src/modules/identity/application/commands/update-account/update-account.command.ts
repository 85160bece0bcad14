import { Command } from '@nestjs/cqrs';
import type { UserRole } from '../../../domain/user-role';
import type { AccountView } from '../../ports/user-accounts.port';

/** An admin edits an account's email or role (the Users tab's Edit). Audited with what changed; an admin cannot change their own role. */
export class UpdateAccountCommand extends Command<AccountView> {
  constructor(
    readonly userId: string,
    readonly changes: { email?: string | null; role?: UserRole },
    readonly actorUserId: string,
  ) {
    super();
  }
}
