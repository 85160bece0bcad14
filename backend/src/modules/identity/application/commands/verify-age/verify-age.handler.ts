import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { AccountView, USER_ACCOUNTS, UserAccounts } from '../../ports/user-accounts.port';
import { VerifyAgeCommand } from './verify-age.command';

@CommandHandler(VerifyAgeCommand)
export class VerifyAgeHandler implements ICommandHandler<VerifyAgeCommand, AccountView> {
  constructor(@Inject(USER_ACCOUNTS) private readonly accounts: UserAccounts) {}

  execute({ userId }: VerifyAgeCommand): Promise<AccountView> {
    return this.accounts.markAgeVerified(userId);
  }
}
