import { Inject, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import passport from 'passport';
import type { AccountView } from '../../application/ports/user-accounts.port';
import { USER_ACCOUNTS, UserAccounts } from '../../application/ports/user-accounts.port';
import { accountReadWithSession } from './session-accounts';

/**
 * The session keeps only the user id; each request reads the account so role changes apply at once —
 * in the same statement as the session where the store does so (readAccountsWithSessions), else here.
 * Registered with passport directly (not through PassportSerializer) to receive the request.
 */
@Injectable()
export class SessionSerializer {
  constructor(@Inject(USER_ACCOUNTS) private readonly accounts: UserAccounts) {
    passport.serializeUser((user: Express.User, done) => done(null, (user as AccountView).id));
    passport.deserializeUser((request: Request, id: string, done: (error: unknown, user?: AccountView | false) => void) => this.deserializeUser(request, id, done));
  }

  deserializeUser(request: Request, id: string, done: (error: unknown, user?: AccountView | false) => void): void {
    const account = accountReadWithSession(request, id);
    if (account !== undefined) return done(null, account ?? false);
    this.accounts.findById(id).then(
      (user) => done(null, user ?? false),
      (error) => done(error),
    );
  }
}
