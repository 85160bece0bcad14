import { Query } from '@nestjs/cqrs';
import type { FollowStatus } from '../../ports/follows.port';

export class CheckFollowQuery extends Query<FollowStatus> {
  constructor(
    readonly shopperId: string,
    readonly creatorId: string,
  ) {
    super();
  }
}
