import { Inject, Injectable } from '@nestjs/common';
import { PassportSerializer } from '@nestjs/passport';
import type { AccountView } from '../../application/ports/user-accounts.port';
import { USER_ACCOUNTS, UserAccounts } from '../../application/ports/user-accounts.port';

/** The session keeps only the user id; each request reads the account so role changes apply at once. */
@Injectable()
export class SessionSerializer extends PassportSerializer {
  constructor(@Inject(USER_ACCOUNTS) private readonly accounts: UserAccounts) {
    super();
  }

  serializeUser(user: AccountView, done: (error: unknown, id?: string) => void): void {
    done(null, user.id);
  }

  deserializeUser(id: string, done: (error: unknown, user?: AccountView | false) => void): void {
    this.accounts.findById(id).then(
      (user) => done(null, user ?? false),
      (error) => done(error),
    );
  }
}
