import { Query } from '@nestjs/cqrs';
import type { UserActivitySlice } from '../../../../../shared/application/user-activity';

/** A curator's commission ledger rows and payouts, newest first. */
export class ListEarningsActivityQuery extends Query<UserActivitySlice> {
  constructor(
    readonly userId: string,
    /** The newest this many lines. */
    readonly limit: number,
  ) {
    super();
  }
}
