export const ADMIN_READ_MODEL = Symbol('ADMIN_READ_MODEL');

/** Seed 001 §2: the admin area's four stat cards. */
export interface AdminStats {
  totalUsers: number;
  activeCurators: number;
  partnerBrands: number;
  totalProducts: number;
}

/** A row of the admin Products tab (seed 001 §2): name, brand, first category, price, availableForDelivery. */
export interface AdminProductRow {
  id: string;
  name: string;
  brandName: string;
  firstCategory: string | null;
  priceCents: number;
  availableForDelivery: boolean;
  createdAt: Date;
}

export interface AdminReadModel {
  stats(): Promise<AdminStats>;
  /** Newest first. */
  products(page: { offset: number; limit: number }): Promise<{ items: AdminProductRow[]; total: number }>;
}
