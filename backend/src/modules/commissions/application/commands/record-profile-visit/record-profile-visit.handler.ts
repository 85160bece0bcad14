import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { PROFILE_VIEW_WINDOW_MINUTES } from '../../../domain/attribution';
import { ATTRIBUTION_STORE, AttributionStore } from '../../ports/attribution-store.port';
import { RecordProfileVisitCommand } from './record-profile-visit.command';

@CommandHandler(RecordProfileVisitCommand)
export class RecordProfileVisitHandler implements ICommandHandler<RecordProfileVisitCommand, { viewCounted: boolean }> {
  constructor(@Inject(ATTRIBUTION_STORE) private readonly store: AttributionStore) {}

  async execute(command: RecordProfileVisitCommand): Promise<{ viewCounted: boolean }> {
    if (command.viewerId === command.ownerUserId) return { viewCounted: false };
    const viewCounted = await this.store.recordProfileView(
      { ownerUserId: command.ownerUserId, ipAddress: command.ipAddress, userAgent: command.userAgent },
      PROFILE_VIEW_WINDOW_MINUTES * 60,
    );
    return { viewCounted };
  }
}
