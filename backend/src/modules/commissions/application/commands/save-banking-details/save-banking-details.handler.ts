import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AuditRecorder } from '../../../../audit';
import { BankingSummary, parseBankingDetails } from '../../../domain/banking-details';
import { BANKING_CIPHER, BANKING_DETAILS_STORE, BankingCipher, BankingDetailsStore } from '../../ports/banking-cipher.port';
import { SaveBankingDetailsCommand } from './save-banking-details.command';

@CommandHandler(SaveBankingDetailsCommand)
export class SaveBankingDetailsHandler implements ICommandHandler<SaveBankingDetailsCommand, BankingSummary> {
  constructor(
    @Inject(BANKING_CIPHER) private readonly cipher: BankingCipher,
    @Inject(BANKING_DETAILS_STORE) private readonly store: BankingDetailsStore,
    private readonly audit: AuditRecorder,
  ) {}

  async execute({ userId, input }: SaveBankingDetailsCommand): Promise<BankingSummary> {
    const details = parseBankingDetails(input);
    const sealed = this.cipher.seal(userId, details);
    await this.store.save(userId, sealed);
    // The one place a banking change is reported: the audit log now; the account holder's mail ("your banking
    // details changed; your next payout waits 72 hours") is to be raised here through the notifications outbox.
    await this.audit.record({ action: 'user.banking_changed', entityType: 'user', entityId: userId, actorUserId: userId, details: { after: sealed.summary } });
    return sealed.summary;
  }
}
