import type { Cents } from '../../../../shared/domain/money';

export const PROFILE_COLLECTIONS = Symbol('PROFILE_COLLECTIONS');

export interface ProfileCollectionProductView {
  productId: string;
  name: string;
  priceCents: Cents;
  image: string | null;
  addedAt: Date;
}

export interface ProfileCollectionView {
  id: string;
  name: string;
  description: string | null;
  isPublic: boolean;
  createdAt: Date;
  updatedAt: Date;
  /** In the collection's order (first added first); products gone from the catalog drop out. */
  products: ProfileCollectionProductView[];
}

export interface ProfileCollectionChanges {
  name?: string;
  description?: string | null;
  isPublic?: boolean;
}

/** A user's own collections (rows of `collections` with user_id set). Every call is scoped to the owner. */
export interface ProfileCollections {
  /** Null when there is no such collection of this user. */
  find(userId: string, collectionId: string): Promise<ProfileCollectionView | null>;
  create(userId: string, collection: { name: string; description: string | null; isPublic: boolean }): Promise<string>;
  /** False when there is no such collection of this user. */
  update(userId: string, collectionId: string, changes: ProfileCollectionChanges): Promise<boolean>;
  remove(userId: string, collectionId: string): Promise<boolean>;
  /** Appends the product (at the end) unless it is in already. */
  addItem(collectionId: string, productId: string): Promise<void>;
  countItems(collectionId: string): Promise<number>;
  removeItem(collectionId: string, productId: string): Promise<void>;
}
