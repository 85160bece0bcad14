import { Entity, Enum, Index, Opt, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../../../shared/infrastructure/database/base.entity';
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

  @Property({ type: 'boolean', default: false })
  ageVerified: boolean & Opt = false;

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
