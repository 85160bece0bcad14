import { Entity, Index, Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { jsonb } from '../../../../shared/infrastructure/database/column-types';

/**
 * One row per (user, Idempotency-Key): the first request claims it, later ones with the same
 * body replay the stored answer. Rows expire after 24 hours.
 */
@Entity({ tableName: 'idempotency_keys' })
export class IdempotencyKeyEntity {
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @PrimaryKey({ type: 'string', length: 255 })
  key!: string;

  @Property({ type: 'string', length: 100 })
  operation!: string;

  /** sha256 of the request body: the same key with another body is refused. */
  @Property({ type: 'string', length: 64 })
  requestHash!: string;

  @Property({ type: 'integer', nullable: true })
  responseStatus?: number | null;

  @Property({ ...jsonb, nullable: true })
  responseBody?: unknown;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  @Index()
  expiresAt!: Date;
}
