import { Command } from '@nestjs/cqrs';
import type { CuratorTier } from '../../../domain/curator-tier';

export interface CommissionTierChange {
  userId: string;
  before: { curatorStatus: CuratorTier; commissionRate: number };
  after: { curatorStatus: CuratorTier; commissionRate: number };
}

/**
 * An admin sets an account's curator tier and commission rate by hand (the rate defaults to the tier's).
 * The account is marked tier_set_manually so that automatic promotion by sales leaves it alone.
 * Writes one audit row in the same transaction. The caller has checked that the user exists.
 */
export class SetCommissionTierCommand extends Command<CommissionTierChange> {
  constructor(
    readonly userId: string,
    readonly curatorStatus: string,
    readonly commissionRate: number | null,
    readonly actorUserId: string,
  ) {
    super();
  }
}
