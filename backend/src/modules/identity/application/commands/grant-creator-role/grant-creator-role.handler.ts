import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { UserNotFoundError } from '../../../domain/identity.errors';
import { USER_ACCOUNTS, UserAccounts } from '../../ports/user-accounts.port';
import { GrantCreatorRoleCommand } from './grant-creator-role.command';

@CommandHandler(GrantCreatorRoleCommand)
export class GrantCreatorRoleHandler implements ICommandHandler<GrantCreatorRoleCommand, void> {
  constructor(@Inject(USER_ACCOUNTS) private readonly accounts: UserAccounts) {}

  async execute({ userId, tx }: GrantCreatorRoleCommand): Promise<void> {
    if (!(await this.accounts.promoteToCreator(tx, userId))) throw new UserNotFoundError(userId);
  }
}
