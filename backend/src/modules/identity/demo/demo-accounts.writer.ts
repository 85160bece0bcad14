import type { EntityManager } from '@mikro-orm/core';
import type { UserRole } from '../domain/user-role';
import { UserEntity } from '../adapters/persistence/user.entity';

export interface DemoAccountRow {
  username: string;
  passwordHash: string;
  email: string;
  role: UserRole;
  /** A declared date of birth (YYYY-MM-DD) makes the account dob_declared; without one, ageVerified says whether it passed the age gate. */
  ageVerified: boolean;
  dateOfBirth?: string;
  createdAt: Date;
}

/**
 * Adds the demo accounts to the caller's unit of work `tx` (the caller flushes); answers their ids by
 * username. A demo username that already exists in any letter case (the configured ADMIN_USERNAME may be
 * `admin`, the demo admin's name) keeps its account as it is: its id is answered and nothing is written
 * over it, so the configured admin and its ADMIN_PASSWORD win and the demo rows hang off that account.
 */
export async function writeDemoAccounts(tx: EntityManager, rows: readonly DemoAccountRow[]): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  if (rows.length === 0) return ids;
  const existing: { id: string; username: string }[] = await tx.getConnection().execute(
    `select id, username from users where lower(username) in (${rows.map(() => '?').join(', ')})`,
    rows.map((row) => row.username.toLowerCase()),
    'all',
    tx.getTransactionContext(),
  );
  const existingIds = new Map(existing.map((row) => [row.username.toLowerCase(), row.id]));
  for (const row of rows) ids.set(row.username, existingIds.get(row.username.toLowerCase()) ?? tx.create(UserEntity, toUser(row)).id);
  return ids;
}

function toUser({ ageVerified, dateOfBirth, ...row }: DemoAccountRow) {
  return { ...row, dateOfBirth: dateOfBirth ?? null, ageStatus: dateOfBirth ? ('dob_declared' as const) : ageVerified ? ('self_attested' as const) : ('unverified' as const) };
}
