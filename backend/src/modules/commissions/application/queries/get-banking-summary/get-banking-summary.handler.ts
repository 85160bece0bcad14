import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { storedBankingSummary } from '../../stored-banking-details';
import type { BankingSummary } from '../../../domain/banking-details';
import { BANKING_DETAILS_STORE, BankingDetailsStore } from '../../ports/banking-cipher.port';
import { GetBankingSummaryQuery } from './get-banking-summary.query';

@QueryHandler(GetBankingSummaryQuery)
export class GetBankingSummaryHandler implements IQueryHandler<GetBankingSummaryQuery, BankingSummary | null> {
  constructor(@Inject(BANKING_DETAILS_STORE) private readonly store: BankingDetailsStore) {}

  async execute({ userId }: GetBankingSummaryQuery): Promise<BankingSummary | null> {
    return storedBankingSummary(await this.store.find(userId));
  }
}
