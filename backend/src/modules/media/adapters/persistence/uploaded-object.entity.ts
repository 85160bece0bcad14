import { Entity, Index, Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { UploadState } from '../../domain/uploaded-object';

/** One row per issued upload URL: who it was issued to, until when, and what became of it. */
@Entity({ tableName: 'uploaded_objects' })
@Index({ name: 'uploaded_objects_owner_index', properties: ['ownerUserId', 'createdAt'] })
export class UploadedObjectEntity {
  @PrimaryKey({ type: 'uuid' })
  key!: string;

  /** identity's user id (no foreign key across modules). */
  @Property({ type: 'uuid' })
  ownerUserId!: string;

  @Property({ type: 'string', length: 16 })
  state!: UploadState;

  @Property({ type: 'datetime', columnType: 'timestamptz' })
  expiresAt!: Date;

  @Property({ type: 'string', length: 40, nullable: true })
  contentType?: string | null;

  @Property({ type: 'bigint', nullable: true })
  sizeBytes?: number | null;

  @Property({ type: 'string', length: 64, nullable: true })
  etag?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  storedAt?: Date | null;
}
