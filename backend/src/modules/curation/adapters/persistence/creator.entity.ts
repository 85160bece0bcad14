import { Entity, Index, Opt, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../../../shared/infrastructure/database/base.entity';
import { bigCents, decimal } from '../../../../shared/infrastructure/database/column-types';

@Entity({ tableName: 'creators' })
@Index({ name: 'creators_featured_index', properties: ['featured', 'followers'] })
export class CreatorEntity extends BaseEntity {
  /** The account (identity's user id) that owns this page, when it has one. */
  @Property({ type: 'uuid', nullable: true, unique: true })
  userId?: string | null;

  @Property({ type: 'string', length: 50 })
  @Unique()
  handle!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  name?: string | null;

  @Property({ type: 'text', nullable: true })
  bio?: string | null;

  @Property({ type: 'text', nullable: true })
  avatar?: string | null;

  @Property({ type: 'text', nullable: true })
  heroImage?: string | null;

  @Property({ type: 'boolean', default: false })
  verified21: boolean & Opt = false;

  /** Identity checked by the platform (admin list reads isVerified). */
  @Property({ type: 'boolean', default: false })
  isVerified: boolean & Opt = false;

  /** Kept in step with the follows table by the follow commands. */
  @Property({ type: 'integer', default: 0 })
  followers: number & Opt = 0;

  @Property({ ...decimal(2, 1), nullable: true })
  rating?: number | null;

  @Property(bigCents())
  totalEarningsCents: number & Opt = 0;

  @Property({ type: 'string', length: 50 })
  @Unique()
  utmCode!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  instagramHandle?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  tiktokHandle?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  youtubeHandle?: string | null;

  @Property({ type: 'string', length: 100, nullable: true })
  twitterHandle?: string | null;

  @Property({ type: 'boolean', default: false })
  featured: boolean & Opt = false;

  /** Set by the admin's Delete: the page is hidden from every storefront read; its rows stay. */
  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  unpublishedAt?: Date | null;
}
