import { Entity, Index, PrimaryKey, Property } from '@mikro-orm/core';

/**
 * How far each product import has got (see ProductImportCheckpoint), written by the import
 * store's plain SQL in the same transaction as each batch; mapped so that the schema check knows it.
 */
@Entity({ tableName: 'product_import_checkpoints', readonly: true })
export class ProductImportCheckpointEntity {
  @PrimaryKey({ type: 'string', columnType: 'varchar(255)' })
  importId!: string;

  /** The first file row not yet accounted for. */
  @Property({ type: 'bigint', columnType: 'bigint' })
  nextRow!: string;

  @Property({ type: 'json', columnType: 'jsonb' })
  tally!: unknown;

  @Property({ type: 'boolean', default: false })
  finished!: boolean;

  /** The job attempt that may write the next batch (see writeImportCheckpoint). */
  @Property({ type: 'uuid', nullable: true })
  claimedBy?: string | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  updatedAt!: Date;
}

/** Refused rows of the spreadsheet imports as uploaded, for errors.csv; written by the image import store's SQL. */
@Entity({ tableName: 'import_row_errors', readonly: true })
@Index({ name: 'import_row_errors_created_at_index', properties: ['createdAt'] })
export class ImportRowErrorEntity {
  @PrimaryKey({ type: 'string', columnType: 'varchar(255)' })
  importId!: string;

  @PrimaryKey({ type: 'integer' })
  rowNumber!: number;

  @Property({ type: 'json', columnType: 'jsonb' })
  fields!: unknown;

  @Property({ type: 'text' })
  message!: string;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt!: Date;
}
