import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { Cents } from '../../../../shared/domain/money';

/** A brand as its owning brand account sees and edits it (GET /api/brands/profile). */
export interface OwnedBrand {
  id: string;
  userId: string | null;
  name: string;
  logo: string | null;
  website: string | null;
  description: string | null;
  blurb: string | null;
  categories: string[];
  verified: boolean;
  createdAt: Date;
}

export interface BrandProfileChanges {
  name?: string;
  website?: string | null;
  description?: string | null;
  logo?: string | null;
}

/** One of a brand's own products, for the brand dashboard and gift offers. */
export interface BrandProduct {
  id: string;
  brandId: string;
  name: string;
  image: string | null;
  priceCents: Cents;
  categories: string[];
  available: boolean;
}

export const BRAND_ACCOUNTS = Symbol('BRAND_ACCOUNTS');

/**
 * Catalog's side of brand accounts: the brand a brand account owns, its profile and its products.
 * Used by brand-campaigns (registration, the dashboard, gift offers).
 */
export interface BrandAccounts {
  /**
   * Creates the brand owned by `ownerUserId` inside `tx`. Throws BrandNameTakenError when a brand of
   * that name exists in any letter case (checked under a lock on the lower-cased name, so two racing
   * registrations of one name cannot both pass).
   */
  createOwned(tx: TransactionContext, brand: { ownerUserId: string; name: string; description: string | null }): Promise<OwnedBrand>;
  /** The brand the account owns (the oldest when there are several), or null. */
  findOwnedBy(userId: string): Promise<OwnedBrand | null>;
  findById(brandId: string): Promise<OwnedBrand | null>;
  /** Throws BrandNameTakenError for a name another brand has in any letter case. */
  updateProfile(brandId: string, changes: BrandProfileChanges): Promise<OwnedBrand>;
  /** The brand's products, newest first. */
  listProducts(brandId: string): Promise<BrandProduct[]>;
  /** Products by id, whatever their brand (unknown ids are left out). */
  findProducts(productIds: readonly string[]): Promise<BrandProduct[]>;
}
