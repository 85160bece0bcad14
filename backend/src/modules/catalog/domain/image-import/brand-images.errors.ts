import { DomainError } from '../../../../shared/domain/domain-error';

export class BrandForImagesNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'BRAND_NOT_FOUND';
  constructor(brandId: string) {
    super(`No brand has the id ${brandId}.`);
  }
}

/** Only an admin or the brand's own account may upload or set a brand's images. */
export class NotBrandOwnerError extends DomainError {
  readonly kind = 'forbidden' as const;
  readonly code = 'NOT_BRAND_OWNER';
  constructor() {
    super("Only an admin or the brand's own account can change this brand's images.");
  }
}

/** PATCH /api/brands/{brandId}/images: every image must be the brand's already, or an object stored for it. */
export class ForeignBrandImageError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'IMAGE_NOT_STORED_FOR_BRAND';
  constructor(paths: readonly string[]) {
    super(
      `${paths.length === 1 ? `${paths[0]} is` : `${paths.join(', ')} are`} not stored for this brand: upload images with POST /api/brands/bulk-upload/urls and send the publicURL it answered.`,
    );
  }
}

/**
 * Why `editor` may change a brand's images: it is the brand's own account, or an admin (the admin role's power,
 * which needs identity's CheckRoleSecondFactorQuery first); null when it may not.
 */
export function brandImagesAccess(editor: { id: string; role: string }, ownerUserId: string | null): 'owner' | 'admin' | null {
  if (ownerUserId !== null && ownerUserId === editor.id) return 'owner';
  return editor.role === 'admin' ? 'admin' : null;
}
