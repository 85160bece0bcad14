import { Query } from '@nestjs/cqrs';
import type { Account } from '../../account';

/** The account answer for one user; null when identity has no such account. */
export class GetAccountQuery extends Query<Account | null> {
  constructor(readonly userId: string) {
    super();
  }
}
