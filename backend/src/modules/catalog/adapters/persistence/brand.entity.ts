import { Entity, Index, Opt, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../../../shared/infrastructure/database/base.entity';
import { bigCents, textArray } from '../../../../shared/infrastructure/database/column-types';

@Entity({ tableName: 'brands' })
// Product search matches brand names too (pg_trgm, migration 20261122063637).
@Index({ name: 'brands_name_trgm', expression: 'create index "brands_name_trgm" on "brands" using gin (lower("name") gin_trgm_ops)' })
export class BrandEntity extends BaseEntity {
  /** The brand account (identity's user id) that owns this brand, when it has one. */
  @Property({ type: 'uuid', nullable: true })
  @Index()
  userId?: string | null;

  /** Bulk uploads match brands by exact name, so a name names one brand. */
  @Property({ type: 'string', length: 200 })
  @Unique()
  name!: string;

  @Property({ type: 'text', nullable: true })
  logo?: string | null;

  @Property({ ...textArray, default: '{}' })
  images: string[] & Opt = [];

  @Property({ type: 'text', nullable: true })
  blurb?: string | null;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'text', nullable: true })
  website?: string | null;

  @Property({ ...textArray, default: '{}' })
  categories: string[] & Opt = [];

  /** Facts behind the brand filters: craft, organic, low-calorie, celebrity, premium, family-owned. */
  @Property({ ...textArray, default: '{}' })
  tags: string[] & Opt = [];

  /** ISO 3166 alpha-2; 'US' backs the usa filter, anything else international. */
  @Property({ type: 'string', length: 2, nullable: true })
  country?: string | null;

  @Property({ type: 'boolean', default: false })
  verified: boolean & Opt = false;

  @Property(bigCents())
  totalSpendCents: number & Opt = 0;

  @Property(bigCents())
  totalSalesCents: number & Opt = 0;
}
