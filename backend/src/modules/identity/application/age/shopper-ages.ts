import { Inject, Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { CalendarDate } from '../../../../shared/domain/calendar-date';
import { AgeRecord, AgeStatus, ageStatusAfter, AgeStatusTransitionError, DateOfBirthAlreadyDeclaredError, dateOfBirthToDeclare, UnderageShopperError } from '../../domain/age-status';
import { USER_ACCOUNTS, UserAccounts } from '../ports/user-accounts.port';

/**
 * Identity's part of buying alcohol, for the checkout and fulfilment flows: the date of birth a
 * checkout needs (and the refusal count of one under 21), its declaration inside the checkout's
 * transaction, and the ID at the door confirming it. Every move goes through the age status table.
 */
@Injectable()
export class ShopperAges {
  constructor(@Inject(USER_ACCOUNTS) private readonly accounts: UserAccounts) {}

  /** The account's age status and declared date of birth. */
  async recordOf(shopperId: string): Promise<AgeRecord> {
    return (await this.accounts.ageRecordOf(shopperId)) ?? { status: 'unverified', dateOfBirth: null };
  }

  /**
   * Before a checkout's transaction: the date of birth it will declare (null when the account has one).
   * Refuses a missing or malformed date (4xx saying what to add) and one under 21 on `today` (422):
   * that refusal is counted on the account, and nothing of the date is kept.
   */
  async dateOfBirthForCheckout(shopperId: string, given: string | null, today: CalendarDate): Promise<string | null> {
    try {
      return dateOfBirthToDeclare(await this.recordOf(shopperId), given, today);
    } catch (error) {
      if (error instanceof UnderageShopperError) await this.accounts.countUnderageRefusal(shopperId);
      throw error;
    }
  }

  /** Inside the checkout's transaction: the account's date of birth becomes `dateOfBirth` (status dob_declared); answers the status the order is placed on. */
  async declare(tx: TransactionContext, shopperId: string, dateOfBirth: string | null): Promise<AgeStatus> {
    const record = (await this.accounts.ageRecordOf(shopperId, tx)) ?? { status: 'unverified' as const, dateOfBirth: null };
    if (dateOfBirth === null || record.dateOfBirth === dateOfBirth) return record.status;
    // Another checkout of the same account declared a different date between the check and this lock.
    if (record.dateOfBirth !== null) throw new DateOfBirthAlreadyDeclaredError();
    const to = ageStatusAfter(record.status, 'date_of_birth_declared');
    if (!(await this.accounts.writeAgeStatus(shopperId, { from: record.status, to, dateOfBirth }, tx))) throw new AgeStatusTransitionError(record.status, to);
    return to;
  }

  /** Inside the handoff's transaction: an ID showed the declared date of birth, so the account becomes id_checked. */
  async confirmIdMatched(tx: TransactionContext, shopperId: string): Promise<AgeStatus> {
    const record = await this.accounts.ageRecordOf(shopperId, tx);
    if (!record) return 'unverified';
    const to = ageStatusAfter(record.status, 'id_matched');
    if (to !== record.status && !(await this.accounts.writeAgeStatus(shopperId, { from: record.status, to }, tx))) throw new AgeStatusTransitionError(record.status, to);
    return to;
  }
}
