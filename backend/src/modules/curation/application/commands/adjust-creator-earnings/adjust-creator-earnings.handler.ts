import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CREATOR_EARNINGS, CreatorEarningsStore } from '../../ports/creator-earnings.port';
import { AdjustCreatorEarningsCommand } from './adjust-creator-earnings.command';

@CommandHandler(AdjustCreatorEarningsCommand)
export class AdjustCreatorEarningsHandler implements ICommandHandler<AdjustCreatorEarningsCommand, void> {
  constructor(@Inject(CREATOR_EARNINGS) private readonly earnings: CreatorEarningsStore) {}

  async execute({ tx, creatorId, deltaCents }: AdjustCreatorEarningsCommand): Promise<void> {
    await this.earnings.adjust(tx, creatorId, deltaCents);
  }
}
