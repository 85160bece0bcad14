import { Query } from '@nestjs/cqrs';
import type { FollowedCreatorView } from '../../ports/follows.port';

export class ListFollowingQuery extends Query<FollowedCreatorView[]> {
  constructor(readonly shopperId: string) {
    super();
  }
}
