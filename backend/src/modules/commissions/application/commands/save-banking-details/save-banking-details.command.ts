import { Command } from '@nestjs/cqrs';
import type { BankingSummary } from '../../../domain/banking-details';
import type { BankingDetails } from '../../../domain/commission-account';

/** Saves (replaces) where the account's payouts go; answers only what may be shown: bank, type, last 4. */
export class SaveBankingDetailsCommand extends Command<BankingSummary> {
  constructor(
    readonly userId: string,
    readonly input: Partial<Record<keyof BankingDetails, unknown>>,
  ) {
    super();
  }
}
