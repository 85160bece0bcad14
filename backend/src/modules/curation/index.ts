export { CurationModule } from './curation.module';

// For other modules through the QueryBus: the admin area's count, click attribution, the account answer.
export { ListCreatorsQuery } from './application/queries/list-creators/list-creators.query';
export { CountCreatorsQuery } from './application/queries/count-creators/count-creators.query';
export { FindCreatorByReferenceQuery } from './application/queries/find-creator-by-reference/find-creator-by-reference.query';
export { GetUserProfileQuery } from './application/queries/get-user-profile/get-user-profile.query';
export type { UserProfile } from './domain/user-profile';

// A creator page's total earnings move with the commission ledger: the order flows adjust it in their transaction; the ledger checks it.
export { CREATOR_EARNINGS } from './application/ports/creator-earnings.port';
export type { CreatorEarningsStore } from './application/ports/creator-earnings.port';
export { GetCreatorEarningsQuery } from './application/queries/get-creator-earnings/get-creator-earnings.query';
export { ListOwnedCreatorPagesQuery } from './application/queries/list-owned-creator-pages/list-owned-creator-pages.query';
export type { OwnedCreatorPage } from './application/ports/creator-earnings.port';

// The public profile page (accounts composes it): favorites and the public collections of an account.
export { ListFavoriteProductsQuery } from './application/queries/list-favorite-products/list-favorite-products.query';
export { ListFavoriteBrandsQuery } from './application/queries/list-favorite-brands/list-favorite-brands.query';
export { ListPublicCollectionsQuery } from './application/queries/list-public-collections/list-public-collections.query';
export type { FavoriteProductView, FavoriteBrandView } from './application/ports/favorites.port';
export type { PublicCollectionView } from './application/queries/list-public-collections/list-public-collections.query';
// Brand tools: gift recipients and creator discovery read creator pages with their endorsed categories.
export { FindCreatorsByIdsQuery } from './application/queries/find-creators-by-ids/find-creators-by-ids.query';
export type { CreatorView } from './application/ports/curation-read-model.port';
// The profile's Activity tab (composed by accounts).
export { ListCurationActivityQuery } from './application/queries/list-curation-activity/list-curation-activity.query';
