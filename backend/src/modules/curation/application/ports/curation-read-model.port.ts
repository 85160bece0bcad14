import type { Cents } from '../../../../shared/domain/money';
import type { EndorsementDisclosure, FeedTab } from '../../domain/feed';

export interface CreatorView {
  id: string;
  handle: string;
  name: string | null;
  bio: string | null;
  avatar: string | null;
  heroImage: string | null;
  verified21: boolean;
  instagramHandle: string | null;
  tiktokHandle: string | null;
  youtubeHandle: string | null;
  twitterHandle: string | null;
  followers: number;
  /** Null when the creator has no rating yet; pages show their default (4.8) then. */
  rating: number | null;
  featured: boolean;
  createdAt: Date;
  /** The account that owns the page (it may not follow itself); null when no account does. */
  userId: string | null;
}

export interface CohortView {
  id: string;
  name: string;
  description: string | null;
  image: string | null;
  category: string | null;
  featured: boolean;
  creatorCount: number;
}

export interface CreatorCollectionView {
  id: string;
  name: string;
  description: string | null;
  /** In the creator's order, only products still in the catalog. */
  productIds: string[];
  productCount: number;
  createdAt: Date;
}

/** The endorsed product's card, read from catalog_products_v. */
export interface FeedProductView {
  id: string;
  brandId: string;
  brand: { id: string; name: string };
  name: string;
  description: string | null;
  image: string | null;
  priceCents: Cents;
  abv: string | null;
  size: string | null;
  categories: string[];
  available: boolean;
  deliveryAvailable: boolean;
  shippingAvailable: boolean;
}

export interface FeedItemView {
  id: string;
  createdAt: Date;
  review: string | null;
  rating: number | null;
  /** 'gifted' or 'paid_partnership' when the creator has that connection with the product's brand; null otherwise. */
  disclosure: EndorsementDisclosure | null;
  product: FeedProductView;
  creator: { id: string; handle: string; name: string | null; avatar: string | null };
}

export interface FeedCriteria {
  tab: FeedTab;
  limit: number;
  creatorId?: string;
  /** The signed-in shopper, for the for-you tab. */
  shopperId?: string;
  popularWindowDays: number;
}

export interface CurationReadModel {
  /** Creator pages by id, published or not (null: every published page), each with the distinct categories of the products it endorses. */
  findCreatorsWithCategories(ids: readonly string[] | null): Promise<(CreatorView & { endorsedCategories: string[] })[]>;
  /** A published page, or with `includeUnpublished` any page (its owner editing it). */
  findCreatorByHandle(handle: string, includeUnpublished?: boolean): Promise<CreatorView | null>;
  /** Null when there is no such published creator. */
  listCreatorCollections(creatorId: string): Promise<CreatorCollectionView[] | null>;
  /** Published pages' endorsements only. */
  feed(criteria: FeedCriteria): Promise<FeedItemView[]>;
  /** The creator named by id, utm code or handle (any case); a utm code wins over a handle. */
  findCreatorIdByReference(reference: string): Promise<string | null>;
  /** The creator page an account owns, if any. */
  findCreatorIdByOwner(userId: string): Promise<string | null>;
}

export const CURATION_READ_MODEL = Symbol('CURATION_READ_MODEL');
