import type { FavoriteBrandView, FavoriteProductView, PublicCollectionView } from '../../curation';

/**
 * A public profile (/profile/{username}), composed from identity (username, member
 * since) and curation (profile, favorites, public collections). Only what the page shows: never the
 * email, role, tier, banking or anything private; private collections are not read at all.
 */
export interface PublicProfile {
  user: {
    id: string;
    username: string;
    displayName: string | null;
    bio: string | null;
    profileImage: string | null;
    heroImage: string | null;
    createdAt: Date;
  };
  favoriteProducts: FavoriteProductView[];
  favoriteBrands: FavoriteBrandView[];
  publicCollections: PublicCollectionView[];
}
