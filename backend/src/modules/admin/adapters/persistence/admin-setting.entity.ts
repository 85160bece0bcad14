import { Entity, Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { jsonb } from '../../../../shared/infrastructure/database/column-types';

/** Site-wide settings the admin area changes (key → JSON value), e.g. `signup_modal` {enabled}. */
@Entity({ tableName: 'admin_settings' })
export class AdminSettingEntity {
  @PrimaryKey({ type: 'string', length: 100 })
  key!: string;

  @Property({ ...jsonb })
  value!: Record<string, unknown>;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
