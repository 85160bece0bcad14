import { Command } from '@nestjs/cqrs';

/**
 * A view of a public profile (/profile/{username}). With a utm_source it is a click through a
 * shared link, recorded as /api/clicks records one (so a later purchase is attributed by the usual
 * rule); either way it counts once toward the owner's profileViews — once per visitor (address and browser)
 * every PROFILE_VIEW_WINDOW_MINUTES for a view without such a link. The owner's own views count nothing.
 */
export class RecordProfileVisitCommand extends Command<{ clickRecorded: boolean; viewCounted: boolean }> {
  constructor(
    readonly ownerUserId: string,
    readonly utmParams: Record<string, string>,
    readonly viewerId: string | null,
    readonly ipAddress: string | null,
    readonly userAgent: string | null,
  ) {
    super();
  }
}
