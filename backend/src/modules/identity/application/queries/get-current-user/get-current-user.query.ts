import { Query } from '@nestjs/cqrs';
import type { AccountView } from '../../ports/user-accounts.port';

export class GetCurrentUserQuery extends Query<AccountView | null> {
  constructor(readonly userId: string) {
    super();
  }
}
