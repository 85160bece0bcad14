import { Entity, Enum, Index, Opt, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../../../shared/infrastructure/database/base.entity';
import { AGE_STATUSES, type AgeStatus } from '../../domain/age-status';
import { USER_ROLES, UserRole } from '../../domain/user-role';

/**
 * An account: who someone is and what they may do. Other contexts keep their own state about a
 * user in their own tables, keyed by this id: commissions (tier, rate, sales, banking) in
 * commission_accounts, curation (display name, bio, images, page layout) in user_profiles.
 */
@Entity({ tableName: 'users' })
/** Usernames are unique whatever their letter case: `ADMIN` cannot sit beside `admin`. */
@Unique({ name: 'users_username_lower_unique', expression: 'create unique index "users_username_lower_unique" on "users" (lower("username"))' })
export class UserEntity extends BaseEntity {
  @Property({ type: 'string', length: 50 })
  @Unique()
  username!: string;

  /** An argon2id hash; never leaves the identity module's persistence adapter. */
  @Property({ type: 'string', length: 255, hidden: true, lazy: true })
  passwordHash!: string;

  @Property({ type: 'string', length: 254, nullable: true })
  @Index()
  email?: string | null;

  @Enum({ items: () => [...USER_ROLES], type: 'string', default: 'user' })
  role: UserRole & Opt = 'user';

  /** How sure the shop is of the holder's age (see domain/age-status.ts). The column age_verified is generated from it by PostgreSQL. */
  @Enum({ items: () => [...AGE_STATUSES], type: 'string', default: 'unverified' })
  ageStatus: AgeStatus & Opt = 'unverified';

  /** The date of birth declared at checkout (21+ on that day); null until declared. */
  @Property({ type: 'string', columnType: 'date', nullable: true })
  dateOfBirth?: string | null;

  /** Checkouts refused for a date of birth under 21: the only trace such a refusal leaves. */
  @Property({ type: 'integer', default: 0 })
  underageRefusals: number & Opt = 0;

  /** When the current address was confirmed through its link; null while unconfirmed. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  emailVerifiedAt?: Date | null;

  /** A new address waiting for its confirmation; the current one stays until then. */
  @Property({ type: 'string', length: 254, nullable: true })
  pendingEmail?: string | null;

  /** Set when an admin deactivates the account: it can no longer sign in; its data stays. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  deactivatedAt?: Date | null;
}
