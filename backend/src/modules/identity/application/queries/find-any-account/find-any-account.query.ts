import { Query } from '@nestjs/cqrs';
import type { AccountView } from '../../ports/user-accounts.port';

/** Any account by id, deactivated or not (the admin area); null when there is none. */
export class FindAnyAccountQuery extends Query<(AccountView & { deactivatedAt: Date | null }) | null> {
  constructor(readonly userId: string) {
    super();
  }
}
