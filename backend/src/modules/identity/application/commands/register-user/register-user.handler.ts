import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { TransactionContext, UNIT_OF_WORK, UnitOfWork } from '../../../../../shared/application/unit-of-work';
import { assertRegistrableUsername } from '../../../domain/reserved-usernames';
import { BRAND_REGISTRATION_ROLE, SIGN_UP_ROLE } from '../../../domain/role-policy';
import { EmailVerificationMailer } from '../../email-verification-mailer';
import { AccountView, PASSWORD_HASHER, PasswordHasher, USER_ACCOUNTS, UserAccounts } from '../../ports/user-accounts.port';
import { RegisterUserCommand } from './register-user.command';

@CommandHandler(RegisterUserCommand)
export class RegisterUserHandler implements ICommandHandler<RegisterUserCommand, AccountView> {
  constructor(
    @Inject(USER_ACCOUNTS) private readonly accounts: UserAccounts,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
    private readonly verification: EmailVerificationMailer,
  ) {}

  async execute({ username, password, email, options }: RegisterUserCommand): Promise<AccountView> {
    // The one place registration is decided: /api/register and brand registration both come here.
    assertRegistrableUsername(username);
    const passwordHash = await this.hasher.hash(password);
    const role = options.kind === 'brand' ? BRAND_REGISTRATION_ROLE : SIGN_UP_ROLE;
    const register = async (tx: TransactionContext) => {
      const account = await this.accounts.create({ username, passwordHash, email, role }, tx);
      // The address given at sign-up gets its confirmation link in the same transaction as the account.
      if (email) await this.verification.send(tx, account, email);
      return account;
    };
    return options.tx ? register(options.tx) : this.unitOfWork.run(register);
  }
}
