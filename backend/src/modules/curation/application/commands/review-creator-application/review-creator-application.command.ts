import { Command } from '@nestjs/cqrs';

/** An admin approves a pending creator application (the page, its endorsements and the creator role are written) or rejects it with a reason. Audited. */
export class ReviewCreatorApplicationCommand extends Command<{ id: string; status: 'approved' | 'rejected'; creatorId: string | null }> {
  constructor(
    readonly applicationId: string,
    readonly decision: { status: 'approved' } | { status: 'rejected'; reason: string },
    readonly adminUserId: string,
  ) {
    super();
  }
}
