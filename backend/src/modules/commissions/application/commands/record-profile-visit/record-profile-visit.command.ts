import { Command } from '@nestjs/cqrs';

/**
 * A view of a public profile (/profile/{username}): it counts toward the owner's profileViews once per
 * visitor (address and browser) every PROFILE_VIEW_WINDOW_MINUTES, and never attributes a purchase, with or
 * without a shared link's utm_source — the profile's product links carry the source, and following one is
 * the click (POST /api/clicks). The owner's own views count nothing.
 */
export class RecordProfileVisitCommand extends Command<{ viewCounted: boolean }> {
  constructor(
    readonly ownerUserId: string,
    readonly viewerId: string | null,
    readonly ipAddress: string | null,
    readonly userAgent: string | null,
  ) {
    super();
  }
}
