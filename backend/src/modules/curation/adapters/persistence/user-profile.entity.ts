import { Entity, Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { jsonb } from '../../../../shared/infrastructure/database/column-types';
import type { PageLayout } from '../../domain/user-profile';

/**
 * The public face of an account (identity's user id) on /profile: display name, bio, images and the
 * page layout with its custom blocks. No row means an empty profile.
 */
@Entity({ tableName: 'user_profiles' })
export class UserProfileEntity {
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  displayName?: string | null;

  @Property({ type: 'text', nullable: true })
  bio?: string | null;

  @Property({ type: 'text', nullable: true })
  profileImage?: string | null;

  @Property({ type: 'text', nullable: true })
  heroImage?: string | null;

  @Property({ ...jsonb, nullable: true })
  pageLayout?: PageLayout | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
