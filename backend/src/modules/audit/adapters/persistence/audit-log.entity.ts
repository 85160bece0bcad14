import { Entity, Index, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../../../shared/infrastructure/database/base.entity';
import { jsonb } from '../../../../shared/infrastructure/database/column-types';

@Entity({ tableName: 'audit_log' })
@Index({ name: 'audit_log_entity_index', properties: ['entityType', 'entityId'] })
export class AuditLogEntity extends BaseEntity {
  @Property({ type: 'string', length: 100 })
  action!: string;

  @Property({ type: 'string', length: 50 })
  entityType!: string;

  @Property({ type: 'string', length: 100, nullable: true })
  entityId?: string | null;

  /** The acting user's id; kept without a foreign key so the log outlives deleted users. */
  @Property({ type: 'uuid', nullable: true })
  userId?: string | null;

  @Property({ ...jsonb, nullable: true })
  details?: Record<string, unknown> | null;

  /** Position in the hash chain, 1, 2, 3… without gaps; set by the audit_log_chain trigger on insert. */
  @Property({ type: 'bigint', nullable: true })
  seq?: string | null;

  /** The hash of the entry before (64 zeros for the first); set by the trigger. */
  @Property({ type: 'string', columnType: 'char(64)', nullable: true })
  prevHash?: string | null;

  /** audit_log_entry_hash over prevHash and this entry's fields; set by the trigger. */
  @Property({ type: 'string', columnType: 'char(64)', nullable: true })
  hash?: string | null;
}
