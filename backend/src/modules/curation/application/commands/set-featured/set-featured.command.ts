import { Command } from '@nestjs/cqrs';
import type { FeaturedTarget } from '../../ports/featured-flags.port';

/** An admin features a creator or a cohort, or stops featuring it. Audited. */
export class SetFeaturedCommand extends Command<{ id: string; featured: boolean }> {
  constructor(
    readonly target: FeaturedTarget,
    readonly id: string,
    readonly featured: boolean,
    readonly actorUserId: string,
  ) {
    super();
  }
}
