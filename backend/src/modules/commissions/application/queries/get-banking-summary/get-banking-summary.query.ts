import { Query } from '@nestjs/cqrs';
import type { BankingSummary } from '../../../domain/banking-details';

/** What the account's saved banking details may show (bank, type, last 4), or null when none are saved. */
export class GetBankingSummaryQuery extends Query<BankingSummary | null> {
  constructor(readonly userId: string) {
    super();
  }
}
