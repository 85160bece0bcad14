import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { BankingSummary, parseBankingDetails } from '../../../domain/banking-details';
import { BANKING_CIPHER, BANKING_DETAILS_STORE, BankingCipher, BankingDetailsStore } from '../../ports/banking-cipher.port';
import { SaveBankingDetailsCommand } from './save-banking-details.command';

@CommandHandler(SaveBankingDetailsCommand)
export class SaveBankingDetailsHandler implements ICommandHandler<SaveBankingDetailsCommand, BankingSummary> {
  constructor(
    @Inject(BANKING_CIPHER) private readonly cipher: BankingCipher,
    @Inject(BANKING_DETAILS_STORE) private readonly store: BankingDetailsStore,
  ) {}

  async execute({ userId, input }: SaveBankingDetailsCommand): Promise<BankingSummary> {
    const details = parseBankingDetails(input);
    const sealed = this.cipher.seal(userId, details);
    await this.store.save(userId, sealed);
    return sealed.summary;
  }
}
