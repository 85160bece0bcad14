import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { FollowedCreatorNotFoundError } from '../../../domain/favorites-and-follows.errors';
import { FOLLOWS_REPOSITORY, FollowsRepository, FollowStatus } from '../../ports/follows.port';
import { UnfollowCreatorCommand } from './unfollow-creator.command';

/** Unfollowing a creator you do not follow succeeds and leaves the count alone. */
@CommandHandler(UnfollowCreatorCommand)
export class UnfollowCreatorHandler implements ICommandHandler<UnfollowCreatorCommand, FollowStatus> {
  constructor(@Inject(FOLLOWS_REPOSITORY) private readonly follows: FollowsRepository) {}

  async execute({ shopperId, creatorId }: UnfollowCreatorCommand): Promise<FollowStatus> {
    if (!(await this.follows.findCreatorOwner(creatorId))) throw new FollowedCreatorNotFoundError();
    return this.follows.unfollow(shopperId, creatorId);
  }
}
