import { Command } from '@nestjs/cqrs';
import type { FollowStatus } from '../../ports/follows.port';

export class UnfollowCreatorCommand extends Command<FollowStatus> {
  constructor(
    readonly shopperId: string,
    readonly creatorId: string,
  ) {
    super();
  }
}
