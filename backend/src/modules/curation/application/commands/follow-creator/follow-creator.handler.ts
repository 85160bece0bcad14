import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { assertMayFollow, FollowedCreatorNotFoundError } from '../../../domain/favorites-and-follows.errors';
import { FOLLOWS_REPOSITORY, FollowsRepository, FollowStatus } from '../../ports/follows.port';
import { FollowCreatorCommand } from './follow-creator.command';

@CommandHandler(FollowCreatorCommand)
export class FollowCreatorHandler implements ICommandHandler<FollowCreatorCommand, FollowStatus> {
  constructor(@Inject(FOLLOWS_REPOSITORY) private readonly follows: FollowsRepository) {}

  async execute({ shopperId, creatorId }: FollowCreatorCommand): Promise<FollowStatus> {
    const creator = await this.follows.findCreatorOwner(creatorId);
    // An unpublished page takes no new followers (an existing follow may still be undone).
    if (!creator?.published) throw new FollowedCreatorNotFoundError();
    assertMayFollow(shopperId, creator.ownerUserId);
    return this.follows.follow(shopperId, creatorId);
  }
}
