export { BrandEntity } from './adapters/persistence/brand.entity';
export { ProductEntity } from './adapters/persistence/product.entity';
export type { ProductVariant } from './adapters/persistence/product.entity';
export { CatalogModule } from './catalog.module';
