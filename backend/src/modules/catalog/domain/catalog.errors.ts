import { DomainError } from '../../../shared/domain/domain-error';

export class ProductNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'PRODUCT_NOT_FOUND';
  constructor(productId: string) {
    super(`No product has the id ${productId}. It may have been removed from the catalog.`);
  }
}

export class BrandNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'BRAND_NOT_FOUND';
  constructor(brandId: string) {
    super(`No brand has the id ${brandId}.`);
  }
}
