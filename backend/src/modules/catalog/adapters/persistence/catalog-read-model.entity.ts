import { Check, Entity, Index, ManyToOne, PrimaryKey, Property } from '@mikro-orm/core';
import { ProductEntity } from './product.entity';

/**
 * Read-side tables of the product listing, written only by the triggers of migration
 * 20261122070801; mapped so that the schema check knows them. Never written by the ORM.
 */

/** One row per category of a product, in listing order: a category page is an index range. */
@Entity({ tableName: 'product_category_listings', readonly: true })
export class ProductCategoryListingEntity {
  @PrimaryKey({ type: 'text', columnType: 'text' })
  category!: string;

  @PrimaryKey({ type: 'datetime', columnType: 'timestamptz' })
  createdAt!: Date;

  @ManyToOne(() => ProductEntity, { primary: true, deleteRule: 'cascade' })
  @Index()
  product!: ProductEntity;
}

/** Bumped by every write statement to products or brands; cached product counts carry it. */
@Entity({ tableName: 'catalog_revision', readonly: true })
@Check({ name: 'catalog_revision_single_row', expression: 'id = 1' })
export class CatalogRevisionEntity {
  @PrimaryKey({ type: 'smallint', default: 1, autoincrement: false })
  id!: number;

  @Property({ type: 'bigint', columnType: 'bigint', default: 0 })
  revision!: string;
}
