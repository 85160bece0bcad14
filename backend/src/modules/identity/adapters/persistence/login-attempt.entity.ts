import { randomUUID } from 'node:crypto';
import { Entity, Index, Opt, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * Failed sign-ins, kept in PostgreSQL so the limit holds across API processes and without Redis.
 * `username` is lower-cased; `ipAddress` is a normalised IP address, or null when the request's was not one.
 */
@Entity({ tableName: 'login_attempts' })
@Index({ properties: ['username', 'ipAddress', 'attemptedAt'] })
export class LoginAttemptEntity {
  @PrimaryKey({ type: 'uuid', defaultRaw: 'gen_random_uuid()' })
  id: string = randomUUID();

  @Property({ type: 'string', length: 50 })
  username!: string;

  @Property({ type: 'string', length: 64, nullable: true })
  ipAddress?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  attemptedAt: Date & Opt = new Date();
}
