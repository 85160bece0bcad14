export { BrandEntity } from './adapters/persistence/brand.entity';
export { ProductEntity } from './adapters/persistence/product.entity';
export type { ProductVariant } from './adapters/persistence/product.entity';
export { CatalogModule } from './catalog.module';

// Address rules shared with cart and checkout (seed 000 §4, §9).
export * from './domain/delivery-area';
export * from './domain/catalog.errors';

// Prices, fees and fulfilment flags of products by id, for cart and checkout (through the QueryBus).
export { GetPurchasableProductsQuery } from './application/queries/get-purchasable-products/get-purchasable-products.query';
export type { PurchasableProduct, ProductVariantView } from './application/ports/catalog-read-model.port';

// Product cards for other modules' answers (the feed).
export { ProductSummaryDto, BrandRefDto, toProductSummaryDto } from './adapters/http/dto/product.dto';
export type { ProductSummaryView } from './adapters/http/dto/product.dto';
