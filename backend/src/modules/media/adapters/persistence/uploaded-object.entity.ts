import { Entity, Index, Opt, PrimaryKey, Property } from '@mikro-orm/core';
import type { UploadState } from '../../domain/uploaded-object';

/** One row per issued upload URL: who it was issued to, until when, and what became of it. */
@Entity({ tableName: 'uploaded_objects' })
@Index({ name: 'uploaded_objects_owner_index', properties: ['ownerUserId', 'createdAt'] })
@Index({ name: 'uploaded_objects_brand_file_index', expression: 'create index "uploaded_objects_brand_file_index" on "uploaded_objects" ("brand_id", "file_name") where "brand_id" is not null' })
@Index({ name: 'uploaded_objects_brand_source_index', expression: 'create unique index "uploaded_objects_brand_source_index" on "uploaded_objects" ("brand_id", "source_sha256") where "source_sha256" is not null' })
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

  /** catalog's brand id when uploaded for a brand (per-brand image upload); no foreign key across modules. */
  @Property({ type: 'uuid', nullable: true })
  brandId?: string | null;

  /** The file name the brand uploaded it with: what the image spreadsheets name it by. */
  @Property({ type: 'string', length: 255, nullable: true })
  fileName?: string | null;

  /** SHA-256 of the bytes fetched from an image URL, so the same image for the same brand is stored once. */
  @Property({ type: 'string', length: 64, nullable: true })
  sourceSha256?: string | null;
}
