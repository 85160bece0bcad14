import { Injectable } from '@nestjs/common';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../shared/application/sql';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { SecondFactors, TotpState } from '../../application/ports/second-factors.port';

const TOTP_OF = sqlStatement('identity.totp-of', 'select secret, enabled_at is not null as enabled from user_totp where user_id = $1', z.object({ secret: z.string(), enabled: z.boolean() }));
const SAVE_UNCONFIRMED = sqlStatement(
  'identity.totp-save-unconfirmed',
  `insert into user_totp (user_id, secret) values ($1, $2)
   on conflict (user_id) do update set secret = excluded.secret, created_at = now() where user_totp.enabled_at is null
   returning user_id`,
  z.object({ user_id: z.string() }),
);
const ENABLE = sqlStatement(
  'identity.totp-enable',
  'update user_totp set enabled_at = $3, last_used_step = $2 where user_id = $1 and enabled_at is null returning user_id',
  z.object({ user_id: z.string() }),
);
const DELETE_RECOVERY_CODES = sqlStatement('identity.recovery-codes-delete', 'delete from mfa_recovery_codes where user_id = $1 returning id', z.object({ id: z.string() }));
const INSERT_RECOVERY_CODES = sqlStatement(
  'identity.recovery-codes-insert',
  'insert into mfa_recovery_codes (user_id, code_hash) select $1, unnest($2::text[]) returning id',
  z.object({ id: z.string() }),
);
const DISABLE = sqlStatement('identity.totp-disable', 'delete from user_totp where user_id = $1 returning enabled_at is not null as enabled', z.object({ enabled: z.boolean() }));
const UNTRUST_BROWSERS = sqlStatement('identity.browsers-untrust', 'update known_devices set trusted_until = null where user_id = $1 and trusted_until is not null returning user_id', z.object({ user_id: z.string() }));
/** The step must be later than the last one spent: a code is accepted once, and never an older one after a newer. */
const CLAIM_STEP = sqlStatement(
  'identity.totp-claim-step',
  'update user_totp set last_used_step = $2 where user_id = $1 and enabled_at is not null and (last_used_step is null or last_used_step < $2) returning user_id',
  z.object({ user_id: z.string() }),
);
const USE_RECOVERY_CODE = sqlStatement(
  'identity.recovery-code-use',
  'update mfa_recovery_codes set used_at = $3 where user_id = $1 and code_hash = $2 and used_at is null returning id',
  z.object({ id: z.string() }),
);
const HAS_UNUSED_RECOVERY_CODE = sqlStatement(
  'identity.recovery-code-unused',
  'select id from mfa_recovery_codes where user_id = $1 and code_hash = $2 and used_at is null',
  z.object({ id: z.string() }),
);
const RECOVERY_CODES_LEFT = sqlStatement('identity.recovery-codes-left', 'select count(*) as left from mfa_recovery_codes where user_id = $1 and used_at is null', z.object({ left: z.coerce.number() }));
const REMEMBER_BROWSER = sqlStatement(
  'identity.browser-remember',
  `insert into known_devices (token_hash, user_id, trusted_until, last_signed_in_at) values ($2, $1, $3, $4)
   on conflict (token_hash, user_id) do update set trusted_until = coalesce(excluded.trusted_until, known_devices.trusted_until), last_signed_in_at = excluded.last_signed_in_at
   returning user_id`,
  z.object({ user_id: z.string() }),
);
const KNOWN_BROWSER = sqlStatement('identity.browser-known', 'select trusted_until from known_devices where user_id = $1 and token_hash = $2', z.object({ trusted_until: z.date().nullable() }));

@Injectable()
export class PostgresSecondFactorsRepository implements SecondFactors {
  constructor(private readonly sql: Sql) {}

  async totpOf(userId: string): Promise<TotpState | null> {
    return (await this.sql.maybeOne(TOTP_OF, [userId])) ?? null;
  }

  async saveUnconfirmedTotp(userId: string, secret: string): Promise<boolean> {
    return (await this.sql.rows(SAVE_UNCONFIRMED, [userId, secret])).length > 0;
  }

  async enableTotp(tx: TransactionContext, userId: string, step: number, recoveryCodeHashes: readonly string[], at: Date): Promise<boolean> {
    if ((await this.sql.rows(ENABLE, [userId, step, at], tx)).length === 0) return false;
    await this.sql.rows(DELETE_RECOVERY_CODES, [userId], tx);
    await this.sql.rows(INSERT_RECOVERY_CODES, [userId, recoveryCodeHashes], tx);
    return true;
  }

  async disableTotp(tx: TransactionContext, userId: string): Promise<boolean> {
    const [removed] = await this.sql.rows(DISABLE, [userId], tx);
    await this.sql.rows(DELETE_RECOVERY_CODES, [userId], tx);
    await this.sql.rows(UNTRUST_BROWSERS, [userId], tx);
    return removed?.enabled ?? false;
  }

  async claimTotpStep(userId: string, step: number): Promise<boolean> {
    return (await this.sql.rows(CLAIM_STEP, [userId, step])).length > 0;
  }

  async hasUnusedRecoveryCode(userId: string, codeHash: string): Promise<boolean> {
    return (await this.sql.rows(HAS_UNUSED_RECOVERY_CODE, [userId, codeHash])).length > 0;
  }

  async useRecoveryCode(userId: string, codeHash: string, at: Date): Promise<boolean> {
    return (await this.sql.rows(USE_RECOVERY_CODE, [userId, codeHash, at])).length > 0;
  }

  async recoveryCodesLeft(userId: string): Promise<number> {
    return (await this.sql.one(RECOVERY_CODES_LEFT, [userId])).left;
  }

  async rememberBrowser(userId: string, tokenHash: string, trustedUntil: Date | null, at: Date): Promise<void> {
    await this.sql.rows(REMEMBER_BROWSER, [userId, tokenHash, trustedUntil, at]);
  }

  async knownBrowser(userId: string, tokenHash: string): Promise<{ trustedUntil: Date | null } | null> {
    const row = await this.sql.maybeOne(KNOWN_BROWSER, [userId, tokenHash]);
    return row ? { trustedUntil: row.trusted_until } : null;
  }
}
