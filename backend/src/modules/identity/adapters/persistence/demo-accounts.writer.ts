import type { EntityManager } from '@mikro-orm/core';
import type { UserRole } from '../../domain/user-role';
import { UserEntity } from './user.entity';

export interface DemoAccountRow {
  username: string;
  passwordHash: string;
  email: string;
  role: UserRole;
  ageVerified: boolean;
  createdAt: Date;
}

/** Adds the demo accounts to the caller's unit of work `tx` (the caller flushes); answers their ids by username. */
export function writeDemoAccounts(tx: EntityManager, rows: readonly DemoAccountRow[]): Map<string, string> {
  const ids = new Map<string, string>();
  for (const row of rows) ids.set(row.username, tx.create(UserEntity, row).id);
  return ids;
}
