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

/** Brand names are unique without letter case: bulk uploads and shoppers tell brands apart by name. */
export class BrandNameTakenError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'BRAND_NAME_TAKEN';
  constructor(name: string) {
    super(`A brand named "${name}" already exists. Please choose another brand name.`);
  }
}
