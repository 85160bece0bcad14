import { Query } from '@nestjs/cqrs';
import type { CommissionAccount } from '../../../domain/commission-account';

/** Tier, rate and sales of each of these accounts (the defaults for an account without a row), in the same order. */
export class ListCommissionAccountsQuery extends Query<CommissionAccount[]> {
  constructor(readonly userIds: readonly string[]) {
    super();
  }
}
