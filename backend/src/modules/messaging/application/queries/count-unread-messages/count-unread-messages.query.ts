import { Query } from '@nestjs/cqrs';

/** Messages sent to the user (as shopper or curator) that they have not read: the header's badge. */
export class CountUnreadMessagesQuery extends Query<{ unread: number }> {
  constructor(readonly userId: string) {
    super();
  }
}
