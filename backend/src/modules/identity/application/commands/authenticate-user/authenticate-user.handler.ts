import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { CLOCK, Clock } from '../../../../../shared/application/clock.port';
import { AccountDeactivatedError, InvalidCredentialsError, TooManySignInAttemptsError } from '../../../domain/identity.errors';
import { SIGN_IN_THROTTLE, lockedForMinutes } from '../../../domain/sign-in-throttle';
import { AccountView, PASSWORD_HASHER, PasswordHasher, USER_ACCOUNTS, UserAccounts } from '../../ports/user-accounts.port';
import { AuthenticateUserCommand } from './authenticate-user.command';

@CommandHandler(AuthenticateUserCommand)
export class AuthenticateUserHandler implements ICommandHandler<AuthenticateUserCommand, AccountView> {
  constructor(
    @Inject(USER_ACCOUNTS) private readonly accounts: UserAccounts,
    @Inject(PASSWORD_HASHER) private readonly hasher: PasswordHasher,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  async execute({ username, password, ipAddress }: AuthenticateUserCommand): Promise<AccountView> {
    const now = this.clock.now();
    const failures = await this.accounts.failedSignInsSince(username, new Date(now.getTime() - SIGN_IN_THROTTLE.windowMs));
    const minutes = lockedForMinutes(failures, now);
    if (minutes > 0) throw new TooManySignInAttemptsError(minutes);

    const credentials = await this.accounts.findCredentials(username);
    const valid = await this.hasher.verify(credentials?.passwordHash ?? null, password);
    if (!credentials || !valid) {
      await this.accounts.recordFailedSignIn(username, ipAddress);
      throw new InvalidCredentialsError();
    }
    await this.accounts.clearFailedSignIns(username, ipAddress);
    // Only after the right password: a deactivated account is not revealed to someone guessing.
    const account = credentials.deactivated ? null : await this.accounts.findById(credentials.id);
    if (!account) throw new AccountDeactivatedError();
    return account;
  }
}
