import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { FollowedCreatorNotFoundError } from '../../../domain/favorites-and-follows.errors';
import { FOLLOWS_REPOSITORY, FollowsRepository, FollowStatus } from '../../ports/follows.port';
import { CheckFollowQuery } from './check-follow.query';

@QueryHandler(CheckFollowQuery)
export class CheckFollowHandler implements IQueryHandler<CheckFollowQuery, FollowStatus> {
  constructor(@Inject(FOLLOWS_REPOSITORY) private readonly follows: FollowsRepository) {}

  async execute({ shopperId, creatorId }: CheckFollowQuery): Promise<FollowStatus> {
    if (!(await this.follows.findCreatorOwner(creatorId))) throw new FollowedCreatorNotFoundError();
    return this.follows.status(shopperId, creatorId);
  }
}
