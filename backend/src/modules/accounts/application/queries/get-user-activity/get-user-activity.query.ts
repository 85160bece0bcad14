import { Query } from '@nestjs/cqrs';
import type { UserActivityItem } from '../../../../../shared/application/user-activity';

export interface UserActivityPage {
  items: UserActivityItem[];
  total: number;
  page: number;
  pageSize: number;
}

/** One page of the signed-in user's own activity, newest first, across every module that keeps part of it. */
export class GetUserActivityQuery extends Query<UserActivityPage> {
  constructor(
    readonly userId: string,
    readonly page: number,
    readonly pageSize: number,
  ) {
    super();
  }
}
