import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { UNIT_OF_WORK, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { AUDIT_TRAIL, AuditTrail } from '../../../../audit';
import { OUTBOX, Outbox } from '../../../../notifications';
import { BankingSummary, parseBankingDetails } from '../../../domain/banking-details';
import { BANKING_CHANGE_HOLD_MS } from '../../../domain/payout-plan';
import { BANKING_CIPHER, BANKING_DETAILS_STORE, BankingCipher, BankingDetailsStore } from '../../ports/banking-cipher.port';
import { SaveBankingDetailsCommand } from './save-banking-details.command';

const mailTime = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

/**
 * Saving where payouts go. The save, its audit entry and — when earlier details are replaced — the holder's
 * "your banking details changed" mail commit together: a change nobody is told about cannot happen.
 */
@CommandHandler(SaveBankingDetailsCommand)
export class SaveBankingDetailsHandler implements ICommandHandler<SaveBankingDetailsCommand, BankingSummary> {
  constructor(
    @Inject(BANKING_CIPHER) private readonly cipher: BankingCipher,
    @Inject(BANKING_DETAILS_STORE) private readonly store: BankingDetailsStore,
    @Inject(AUDIT_TRAIL) private readonly auditTrail: AuditTrail,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ userId, input }: SaveBankingDetailsCommand): Promise<BankingSummary> {
    const details = parseBankingDetails(input);
    const sealed = this.cipher.seal(userId, details);
    await this.unitOfWork.run(async (tx) => {
      const { replaced } = await this.store.save(tx, userId, sealed);
      await this.auditTrail.record(tx, { action: 'user.banking_changed', entityType: 'user', entityId: userId, actorUserId: userId, details: { after: sealed.summary } });
      if (!replaced) return;
      const now = this.clock.now();
      await this.outbox.record(tx, {
        type: 'account.banking_details_changed',
        recipient: { userId },
        data: { changedAt: mailTime(now), heldUntil: mailTime(new Date(now.getTime() + BANKING_CHANGE_HOLD_MS)), holdHours: BANKING_CHANGE_HOLD_MS / 3600_000 },
      });
    });
    return sealed.summary;
  }
}
