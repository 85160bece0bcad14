import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { FOLLOWS_REPOSITORY, FollowedCreatorView, FollowsRepository } from '../../ports/follows.port';
import { ListFollowingQuery } from './list-following.query';

@QueryHandler(ListFollowingQuery)
export class ListFollowingHandler implements IQueryHandler<ListFollowingQuery, FollowedCreatorView[]> {
  constructor(@Inject(FOLLOWS_REPOSITORY) private readonly follows: FollowsRepository) {}

  execute({ shopperId }: ListFollowingQuery): Promise<FollowedCreatorView[]> {
    return this.follows.listFollowing(shopperId);
  }
}
