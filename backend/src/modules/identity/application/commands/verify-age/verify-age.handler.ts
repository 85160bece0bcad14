import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { ageStatusAfter } from '../../../domain/age-status';
import { AccountView, USER_ACCOUNTS, UserAccounts } from '../../ports/user-accounts.port';
import { VerifyAgeCommand } from './verify-age.command';

/** The age gate: unverified becomes self_attested; a stronger status (a declared date of birth, a checked ID) stays. */
@CommandHandler(VerifyAgeCommand)
export class VerifyAgeHandler implements ICommandHandler<VerifyAgeCommand, AccountView> {
  constructor(@Inject(USER_ACCOUNTS) private readonly accounts: UserAccounts) {}

  async execute({ userId }: VerifyAgeCommand): Promise<AccountView> {
    const record = await this.accounts.ageRecordOf(userId);
    if (record) {
      const to = ageStatusAfter(record.status, 'age_gate_passed');
      if (to !== record.status) await this.accounts.writeAgeStatus(userId, { from: record.status, to });
    }
    const account = await this.accounts.findById(userId);
    if (!account) throw new Error(`Account ${userId} disappeared while passing the age gate`);
    return account;
  }
}
