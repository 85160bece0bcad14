import { Query } from '@nestjs/cqrs';
import type { CommissionAccount } from '../../../domain/commission-account';

/** An account's curator tier, commission rate and sales (the defaults when it has earned nothing yet). */
export class GetCommissionAccountQuery extends Query<CommissionAccount> {
  constructor(readonly userId: string) {
    super();
  }
}
