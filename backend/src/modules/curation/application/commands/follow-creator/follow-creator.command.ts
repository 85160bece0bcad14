import { Command } from '@nestjs/cqrs';
import type { FollowStatus } from '../../ports/follows.port';

export class FollowCreatorCommand extends Command<FollowStatus> {
  constructor(
    readonly shopperId: string,
    readonly creatorId: string,
  ) {
    super();
  }
}
