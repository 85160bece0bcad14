import { z } from 'zod';
import { sqlStatement } from '../../../../shared/application/sql';
import { AGE_STATUSES } from '../../domain/age-status';
import { USER_ROLES } from '../../domain/user-role';
import type { AccountView } from '../ports/user-accounts.port';

/** The columns of an account's view, for `select … from users`. */
export const ACCOUNT_COLUMNS = 'id, username, email, email_verified_at is not null as email_verified, role, age_verified, age_status, deactivated_at, created_at';

/** A row of {@link ACCOUNT_COLUMNS}: the account's view and whether (since when) it is deactivated. */
export const ACCOUNT_ROW = z
  .object({
    id: z.string(),
    username: z.string(),
    email: z.string().nullable(),
    email_verified: z.boolean(),
    role: z.enum(USER_ROLES),
    age_verified: z.boolean(),
    age_status: z.enum(AGE_STATUSES),
    deactivated_at: z.date().nullable(),
    created_at: z.date(),
  })
  .transform(
    (row): AccountView & { deactivatedAt: Date | null } => ({
      id: row.id,
      username: row.username,
      email: row.email,
      emailVerified: row.email_verified,
      role: row.role,
      ageVerified: row.age_verified,
      ageStatus: row.age_status,
      deactivatedAt: row.deactivated_at,
      createdAt: row.created_at,
    }),
  );

/** `$1` the account; none for an unknown or a deactivated account (its session ends at its next request). */
export const ACTIVE_ACCOUNT = sqlStatement(
  'identity.active-account',
  `select ${ACCOUNT_COLUMNS} from users where id = $1 and deactivated_at is null`,
  ACCOUNT_ROW.transform(({ deactivatedAt: _active, ...account }): AccountView => account),
  { prepared: true },
);

/** `$1` the account, deactivated or not (the admin area). */
export const ANY_ACCOUNT = sqlStatement('identity.any-account', `select ${ACCOUNT_COLUMNS} from users where id = $1`, ACCOUNT_ROW);
