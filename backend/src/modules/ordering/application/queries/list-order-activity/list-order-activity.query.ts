import { Query } from '@nestjs/cqrs';
import type { UserActivitySlice } from '../../../../../shared/application/user-activity';

/** A user's own orders and every move of their shipments, newest first. */
export class ListOrderActivityQuery extends Query<UserActivitySlice> {
  constructor(
    readonly userId: string,
    /** The newest this many lines. */
    readonly limit: number,
  ) {
    super();
  }
}
