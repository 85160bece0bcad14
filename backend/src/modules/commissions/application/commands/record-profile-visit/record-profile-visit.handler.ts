import { Inject } from '@nestjs/common';
import { CommandBus, CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { DomainError } from '../../../../../shared/domain/domain-error';
import { PROFILE_VIEW_WINDOW_MINUTES } from '../../../domain/attribution';
import { ATTRIBUTION_STORE, AttributionStore } from '../../ports/attribution-store.port';
import { RecordClickCommand } from '../record-click/record-click.command';
import { RecordProfileVisitCommand } from './record-profile-visit.command';

@CommandHandler(RecordProfileVisitCommand)
export class RecordProfileVisitHandler implements ICommandHandler<RecordProfileVisitCommand, { clickRecorded: boolean; viewCounted: boolean }> {
  constructor(
    @Inject(ATTRIBUTION_STORE) private readonly store: AttributionStore,
    private readonly commandBus: CommandBus,
  ) {}

  async execute(command: RecordProfileVisitCommand): Promise<{ clickRecorded: boolean; viewCounted: boolean }> {
    if (command.viewerId === command.ownerUserId) return { clickRecorded: false, viewCounted: false };
    let credited: string | null = null;
    let clickRecorded = false;
    const utmSource = command.utmParams.utm_source;
    if (utmSource) {
      try {
        // The same path as POST /api/clicks: the link's utm_source names the creator or user it credits.
        ({ referrerUserId: credited } = await this.commandBus.execute(
          new RecordClickCommand(utmSource, null, command.utmParams, command.viewerId, command.ipAddress, command.userAgent),
        ));
        clickRecorded = true;
      } catch (error) {
        // A utm_source naming nobody must not hide the profile: the view still counts below.
        if (!(error instanceof DomainError)) throw error;
      }
    }
    // profileViews counts click_logs rows credited to the owner; a click credited to the owner already counts.
    if (credited === command.ownerUserId) return { clickRecorded, viewCounted: true };
    const viewCounted = await this.store.recordProfileView(
      { ownerUserId: command.ownerUserId, ipAddress: command.ipAddress, userAgent: command.userAgent },
      PROFILE_VIEW_WINDOW_MINUTES * 60,
    );
    return { clickRecorded, viewCounted };
  }
}
