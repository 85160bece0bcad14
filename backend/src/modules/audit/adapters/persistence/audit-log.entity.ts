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
}
