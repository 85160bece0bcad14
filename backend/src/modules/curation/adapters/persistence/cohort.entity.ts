import { Entity, Index, Opt, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../../../shared/infrastructure/database/base.entity';
import { jsonb } from '../../../../shared/infrastructure/database/column-types';

/** A curated collection of creators (shown as "Curated Collections"). */
@Entity({ tableName: 'cohorts' })
@Index({ name: 'cohorts_featured_index', properties: ['featured', 'active'] })
export class CohortEntity extends BaseEntity {
  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'text', nullable: true })
  image?: string | null;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Property({ type: 'string', length: 50, nullable: true })
  category?: string | null;

  @Property({ ...jsonb, nullable: true })
  filterRules?: Record<string, unknown> | null;

  @Property({ type: 'integer', default: 0 })
  creatorCount: number & Opt = 0;

  @Property({ type: 'boolean', default: true })
  active: boolean & Opt = true;

  @Property({ type: 'boolean', default: false })
  featured: boolean & Opt = false;
}
