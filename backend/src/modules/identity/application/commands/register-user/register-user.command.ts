import { Command } from '@nestjs/cqrs';
import type { TransactionContext } from '../../../../../shared/application/unit-of-work';
import type { AccountView } from '../../ports/user-accounts.port';

/** How an account comes to be: a shopper sign-up, or a brand registration inside its own transaction. */
export interface RegistrationOptions {
  /** 'brand' for brand registration (POST /api/auth/register-brand); otherwise the sign-up role. */
  kind?: 'shopper' | 'brand';
  /** The caller's transaction, when the account is one part of a larger write (the brand and its owner). */
  tx?: TransactionContext;
}

export class RegisterUserCommand extends Command<AccountView> {
  constructor(
    readonly username: string,
    readonly password: string,
    readonly email: string | null,
    readonly options: RegistrationOptions = {},
  ) {
    super();
  }
}
