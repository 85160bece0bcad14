import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { assertRegistrableUsername } from '../../../domain/reserved-usernames';
import { BRAND_REGISTRATION_ROLE, SIGN_UP_ROLE } from '../../../domain/role-policy';
import { AccountView, PASSWORD_HASHER, PasswordHasher, USER_ACCOUNTS, UserAccounts } from '../../ports/user-accounts.port';
import { RegisterUserCommand } from './register-user.command';

@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand, AccountView> {
  constructor(
    @Inject(USER_ACCOUNTS) private readonly accounts: UserAccounts,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
  ) {}

  async execute({ username, password, email, options }: RegisterUserCommand): Promise<AccountView> {
    // The one place registration is decided: /api/register and brand registration both come here.
    assertRegistrableUsername(username);
    const passwordHash = await this.hasher.hash(password);
    const role = options.kind === 'brand' ? BRAND_REGISTRATION_ROLE : SIGN_UP_ROLE;
    return this.accounts.create({ username, passwordHash, email, role }, options.tx);
  }
}
