import { Query } from '@nestjs/cqrs';
import type { Cents } from '../../../../../shared/domain/money';

/** A product card inside a public collection, read from catalog_products_v. */
export interface PublicCollectionProductView {
  id: string;
  name: string;
  image: string | null;
  priceCents: Cents;
}

/** A profile collection its owner made public, with its first products. */
export interface PublicCollectionView {
  id: string;
  name: string;
  description: string | null;
  productCount: number;
  /** The first products of the collection, in the owner's order (at most 4). */
  products: PublicCollectionProductView[];
  createdAt: Date;
}

/** An account's public profile collections (never its private ones), newest first: the public profile page. */
export class ListPublicCollectionsQuery extends Query<PublicCollectionView[]> {
  constructor(readonly userId: string) {
    super();
  }
}
