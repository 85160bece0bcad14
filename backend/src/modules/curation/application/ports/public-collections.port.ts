import type { Cents } from '../../../../shared/domain/money';

export const PUBLIC_COLLECTIONS = Symbol('PUBLIC_COLLECTIONS');

/** A product card inside a public collection, read from catalog_products_v. */
export interface PublicCollectionProductView {
  id: string;
  name: string;
  image: string | null;
  priceCents: Cents;
}

/** A profile collection its owner made public (seed 001 §3 Collection, with its first products). */
export interface PublicCollectionView {
  id: string;
  name: string;
  description: string | null;
  productCount: number;
  /** The first products of the collection, in the owner's order (at most 4). */
  products: PublicCollectionProductView[];
  createdAt: Date;
}

/** The public collections of an account; private ones are never read here. */
export interface PublicCollections {
  listPublic(userId: string): Promise<PublicCollectionView[]>;
}
