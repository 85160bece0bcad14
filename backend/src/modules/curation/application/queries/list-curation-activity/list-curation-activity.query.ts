import { Query } from '@nestjs/cqrs';
import type { UserActivitySlice } from '../../../../../shared/application/user-activity';

/** A user's own favorites (products and brands), follows and collections, newest first. */
export class ListCurationActivityQuery extends Query<UserActivitySlice> {
  constructor(
    readonly userId: string,
    /** The newest this many lines. */
    readonly limit: number,
  ) {
    super();
  }
}
