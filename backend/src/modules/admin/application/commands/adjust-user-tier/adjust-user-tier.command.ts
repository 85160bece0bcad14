import { Command } from '@nestjs/cqrs';
import type { CommissionTierChange } from '../../../../commissions';

/** Adjust User Tier (seed 001 §2): the user must exist (404); commissions validates and records the change. */
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
