/** The tables catalog maps, for the composition root's ORM set-up only (src/persistence-entities.ts). */
import { BrandEntity } from './adapters/persistence/brand.entity';
import { CatalogRevisionEntity, ProductCategoryListingEntity } from './adapters/persistence/catalog-read-model.entity';
import { ImportRowErrorEntity, ProductImportCheckpointEntity } from './adapters/persistence/product-import-checkpoint.entity';
import { ProductEntity } from './adapters/persistence/product.entity';

export const CATALOG_ENTITIES = [BrandEntity, ProductEntity, ProductCategoryListingEntity, CatalogRevisionEntity, ProductImportCheckpointEntity, ImportRowErrorEntity];
