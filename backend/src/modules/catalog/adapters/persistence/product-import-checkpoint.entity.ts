import { Entity, PrimaryKey, Property } from '@mikro-orm/core';

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

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  updatedAt!: Date;
}
