import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../shared/application/sql';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { AccountRecovery, NewAccountToken } from '../../application/ports/account-recovery.port';
import { endUserSessions } from '../../application/session-ending';
import type { AccountTokenPurpose } from '../../domain/account-tokens';

const ACCOUNTS_BY_EMAIL = sqlStatement(
  'identity.accounts-by-email',
  `select id, username from users where lower(email) = lower($1) and deactivated_at is null order by created_at`,
  z.object({ id: z.string(), username: z.string() }),
);

const RECORD_RESET_REQUEST = sqlStatement(
  'identity.record-reset-request',
  `with earlier as (
     select
       (select count(*) from password_reset_requests where email = lower($1) and requested_at >= $3) as for_address,
       -- Without an account (an unknown address) the nil uuid is looked up instead: the same index probe, no rows.
       (select count(*) from password_reset_requests where user_id = coalesce($2::uuid, '00000000-0000-0000-0000-000000000000'::uuid) and requested_at >= $3) as for_account
   ), inserted as (
     insert into password_reset_requests (email, user_id) values (lower($1), $2::uuid)
   )
   select for_address, for_account from earlier`,
  z.object({ for_address: z.coerce.number(), for_account: z.coerce.number() }),
);

/** Inserts nothing when the account does not exist (a password reset for an unknown address runs it all the same). */
const ISSUE_TOKEN = sqlStatement(
  'identity.issue-token',
  `insert into account_tokens (id, user_id, purpose, token_hash, email, expires_at)
   select gen_random_uuid(), u.id, $2, $3, $4, $5 from users u where u.id = $1
   returning id`,
  z.object({ id: z.string() }),
);

const CONSUME_TOKEN = sqlStatement(
  'identity.consume-token',
  `update account_tokens set used_at = $3
   where token_hash = $1 and purpose = $2 and used_at is null and expires_at > $3
   returning user_id, email`,
  z.object({ user_id: z.string(), email: z.string().nullable() }),
);

const REVOKE_TOKENS = sqlStatement(
  'identity.revoke-tokens',
  `update account_tokens set used_at = $3 where user_id = $1 and purpose = $2 and used_at is null returning id`,
  z.object({ id: z.string() }),
);

const PASSWORD_HASH = sqlStatement('identity.password-hash', `select password_hash from users where id = $1 and deactivated_at is null`, z.object({ password_hash: z.string() }));

const SET_PASSWORD_HASH = sqlStatement('identity.set-password-hash', `update users set password_hash = $2, updated_at = clock_timestamp() where id = $1 returning id`, z.object({ id: z.string() }));


const EMAIL_OF = sqlStatement(
  'identity.email-of',
  `select username, email, pending_email, email_verified_at is not null as verified from users where id = $1 and deactivated_at is null`,
  z.object({ username: z.string(), email: z.string().nullable(), pending_email: z.string().nullable(), verified: z.boolean() }),
);

const SET_PENDING_EMAIL = sqlStatement('identity.set-pending-email', `update users set pending_email = $2, updated_at = clock_timestamp() where id = $1 returning id`, z.object({ id: z.string() }));

/** The confirmed address becomes the account's: from pending_email when it was a change, or the current one. */
const CONFIRM_EMAIL = sqlStatement(
  'identity.confirm-email',
  `update users
   set email = $2, pending_email = case when lower(pending_email) = lower($2) then null else pending_email end,
       email_verified_at = $3, updated_at = clock_timestamp()
   where id = $1 and deactivated_at is null and (lower(email) = lower($2) or lower(pending_email) = lower($2))
   returning id`,
  z.object({ id: z.string() }),
);

@Injectable()
export class PostgresAccountRecoveryRepository implements AccountRecovery {
  constructor(private readonly sql: Sql) {}

  activeAccountsByEmail(tx: TransactionContext, email: string): Promise<{ id: string; username: string }[]> {
    return this.sql.rows(ACCOUNTS_BY_EMAIL, [email], tx);
  }

  async recordResetRequest(tx: TransactionContext, email: string, userId: string | null, since: Date): Promise<{ forAddress: number; forAccount: number }> {
    const row = await this.sql.one(RECORD_RESET_REQUEST, [email, userId, since], tx);
    return { forAddress: row.for_address, forAccount: row.for_account };
  }

  async issueToken(tx: TransactionContext, token: NewAccountToken): Promise<boolean> {
    return (await this.sql.rows(ISSUE_TOKEN, [token.userId, token.purpose, token.tokenHash, token.email, token.expiresAt], tx)).length === 1;
  }

  async consumeToken(tx: TransactionContext, purpose: AccountTokenPurpose, tokenHash: string, now: Date): Promise<{ userId: string; email: string | null } | null> {
    const row = await this.sql.maybeOne(CONSUME_TOKEN, [tokenHash, purpose, now], tx);
    return row ? { userId: row.user_id, email: row.email } : null;
  }

  async revokeTokens(tx: TransactionContext, userId: string, purpose: AccountTokenPurpose, now: Date): Promise<void> {
    await this.sql.rows(REVOKE_TOKENS, [userId, purpose, now], tx);
  }

  async passwordHashOf(tx: TransactionContext, userId: string): Promise<string | null> {
    return (await this.sql.maybeOne(PASSWORD_HASH, [userId], tx))?.password_hash ?? null;
  }

  async setPasswordHash(tx: TransactionContext, userId: string, passwordHash: string): Promise<void> {
    await this.sql.one(SET_PASSWORD_HASH, [userId, passwordHash], tx);
  }

  async endSessions(tx: TransactionContext, userId: string, keepSessionId?: string): Promise<void> {
    await endUserSessions(this.sql, userId, keepSessionId ?? null, tx);
  }

  async emailOf(tx: TransactionContext, userId: string): Promise<{ username: string; email: string | null; pendingEmail: string | null; verified: boolean } | null> {
    const row = await this.sql.maybeOne(EMAIL_OF, [userId], tx);
    return row ? { username: row.username, email: row.email, pendingEmail: row.pending_email, verified: row.verified } : null;
  }

  async setPendingEmail(tx: TransactionContext, userId: string, email: string): Promise<void> {
    await this.sql.one(SET_PENDING_EMAIL, [userId, email], tx);
  }

  async confirmEmail(tx: TransactionContext, userId: string, email: string, now: Date): Promise<boolean> {
    return (await this.sql.maybeOne(CONFIRM_EMAIL, [userId, email, now], tx)) !== undefined;
  }
}
