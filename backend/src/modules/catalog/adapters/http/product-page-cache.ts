import { RevisionCheckedPageCache } from '../../../../shared/infrastructure/http/revision-checked-page-cache';

export type { CachedPage as CachedProductPage } from '../../../../shared/infrastructure/http/revision-checked-page-cache';

export const PRODUCT_PAGE_CACHE_MAX_ENTRIES = 1000;
export const PRODUCT_PAGE_CACHE_MAX_BYTES = 8 * 1024 * 1024;

/**
 * Serialized product listing pages, each valid for the catalog revision it was read at: any write to
 * products or brands moves the revision in its own transaction. The listing does not depend on who asks
 * (no session, no user), so one entry serves everyone. Provided by a factory in CatalogModule (its
 * limits are not injectable).
 */
export class ProductPageCache extends RevisionCheckedPageCache {
  constructor(maxEntries = PRODUCT_PAGE_CACHE_MAX_ENTRIES, maxBytes = PRODUCT_PAGE_CACHE_MAX_BYTES) {
    super(maxEntries, maxBytes);
  }
}
