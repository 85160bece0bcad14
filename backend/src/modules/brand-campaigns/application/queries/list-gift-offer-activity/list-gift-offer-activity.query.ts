import { Query } from '@nestjs/cqrs';
import type { UserActivitySlice } from '../../../../../shared/application/user-activity';

/** The gift offers brands sent to the creator pages a user owns, newest first. */
export class ListGiftOfferActivityQuery extends Query<UserActivitySlice> {
  constructor(
    readonly userId: string,
    /** The newest this many lines. */
    readonly limit: number,
  ) {
    super();
  }
}
