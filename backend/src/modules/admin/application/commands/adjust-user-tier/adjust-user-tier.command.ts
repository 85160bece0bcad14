import { Command } from '@nestjs/cqrs';
import type { CommissionTierChange } from '../../../../commissions';

/** Adjust User Tier: the user must exist (404); commissions validates and records the change. */
export class AdjustUserTierCommand extends Command<CommissionTierChange> {
  constructor(
    readonly userId: string,
    readonly curatorStatus: string,
    readonly commissionRate: number | null,
    readonly actorUserId: string,
  ) {
    super();
  }
}
