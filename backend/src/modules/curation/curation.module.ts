import { CreateCreatorPageHandler } from './application/commands/create-creator-page/create-creator-page.handler';
import { ListCurationActivityHandler } from './application/queries/list-curation-activity/list-curation-activity.handler';
import { Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ProfileController } from './adapters/http/profile.controller';
import { PostgresProfileCollectionsRepository } from './adapters/persistence/profile-collections.repository';
import { AddCustomBlockHandler } from './application/commands/add-custom-block/add-custom-block.handler';
import { ChangeCollectionItemsHandler } from './application/commands/change-collection-items/change-collection-items.handler';
import { CreateProfileCollectionHandler } from './application/commands/create-profile-collection/create-profile-collection.handler';
import { DeleteProfileCollectionHandler } from './application/commands/delete-profile-collection/delete-profile-collection.handler';
import { SavePageLayoutHandler } from './application/commands/save-page-layout/save-page-layout.handler';
import { UpdateProfileCollectionHandler } from './application/commands/update-profile-collection/update-profile-collection.handler';
import { PROFILE_COLLECTIONS } from './application/ports/profile-collections.port';
import { GetShareLinkHandler, PUBLIC_ORIGIN } from './application/queries/get-share-link/get-share-link.handler';
import { ListProfileCollectionsHandler } from './application/queries/list-profile-collections/list-profile-collections.handler';
import { CqrsModule } from '@nestjs/cqrs';
import { AuditModule } from '../audit';
import { CURATION_READ_MODEL } from './application/ports/curation-read-model.port';
import { USER_PROFILES } from './application/ports/user-profiles.port';
import { CountCreatorsHandler } from './application/queries/count-creators/count-creators.handler';
import { FindCreatorByReferenceHandler } from './application/queries/find-creator-by-reference/find-creator-by-reference.handler';
import { GetUserProfileHandler } from './application/queries/get-user-profile/get-user-profile.handler';
import { GetCreatorByHandleHandler } from './application/queries/get-creator-by-handle/get-creator-by-handle.handler';
import { GetFeedHandler } from './application/queries/get-feed/get-feed.handler';
import { ListCohortsHandler } from './application/queries/list-cohorts/list-cohorts.handler';
import { ListCreatorCollectionsHandler } from './application/queries/list-creator-collections/list-creator-collections.handler';
import { FindCreatorsByIdsHandler } from './application/queries/find-creators-by-ids/find-creators-by-ids.handler';
import { ListCreatorsHandler } from './application/queries/list-creators/list-creators.handler';
import { ListCreatorsForAdminHandler } from './application/queries/list-creators-for-admin/list-creators-for-admin.handler';
import { SetFeaturedHandler } from './application/commands/set-featured/set-featured.handler';
import { FEATURED_FLAGS } from './application/ports/featured-flags.port';
import { PostgresFeaturedFlagsRepository } from './adapters/persistence/featured-flags.repository';
import { CohortsController } from './adapters/http/cohorts.controller';
import { CreatorsController } from './adapters/http/creators.controller';
import { FeedController } from './adapters/http/feed.controller';
import { SqlCurationReadModel } from './adapters/persistence/curation.read-model';
import { AddBrandFavoriteHandler } from './application/commands/add-brand-favorite/add-brand-favorite.handler';
import { AddProductFavoriteHandler } from './application/commands/add-product-favorite/add-product-favorite.handler';
import { FollowCreatorHandler } from './application/commands/follow-creator/follow-creator.handler';
import { RemoveBrandFavoriteHandler } from './application/commands/remove-brand-favorite/remove-brand-favorite.handler';
import { RemoveProductFavoriteHandler } from './application/commands/remove-product-favorite/remove-product-favorite.handler';
import { UnfollowCreatorHandler } from './application/commands/unfollow-creator/unfollow-creator.handler';
import { FAVORITES_REPOSITORY } from './application/ports/favorites.port';
import { FOLLOWS_REPOSITORY } from './application/ports/follows.port';
import { CheckFollowHandler } from './application/queries/check-follow/check-follow.handler';
import { ListFavoriteBrandsHandler } from './application/queries/list-favorite-brands/list-favorite-brands.handler';
import { ListFavoriteProductsHandler } from './application/queries/list-favorite-products/list-favorite-products.handler';
import { ListFollowingHandler } from './application/queries/list-following/list-following.handler';
import { FavoritesController } from './adapters/http/favorites.controller';
import { FollowsController } from './adapters/http/follows.controller';
import { PostgresFavoritesRepository } from './adapters/persistence/favorites.repository';
import { PostgresFollowsRepository } from './adapters/persistence/follows.repository';
import { PostgresUserProfilesRepository } from './adapters/persistence/user-profiles.repository';
import { CreatorImagesController } from './adapters/http/creator-images.controller';
import { UserSettingsController } from './adapters/http/user-settings.controller';
import { UpdateUserProfileHandler } from './application/commands/update-user-profile/update-user-profile.handler';
import { PostgresCreatorPagesRepository } from './adapters/persistence/creator-pages.repository';
import { UpdateCreatorImageHandler } from './application/commands/update-creator-image/update-creator-image.handler';
import { CREATOR_PAGES } from './application/ports/creator-pages.port';
import { GetCreatorEditAccessHandler } from './application/queries/get-creator-edit-access/get-creator-edit-access.handler';
import { PostgresCreatorEarningsRepository } from './adapters/persistence/creator-earnings.repository';
import { CREATOR_EARNINGS } from './application/ports/creator-earnings.port';
import { GetCreatorEarningsHandler } from './application/queries/get-creator-earnings/get-creator-earnings.handler';
import { ListPublicCollectionsHandler } from './application/queries/list-public-collections/list-public-collections.handler';
import { TasteProfileController } from './adapters/http/taste-profile.controller';
import { GetTasteRecommendationsHandler } from './application/queries/get-taste-recommendations/get-taste-recommendations.handler';
import { GetTasteInsightsHandler } from './application/queries/get-taste-insights/get-taste-insights.handler';
import { ListOwnedCreatorPagesHandler } from './application/queries/list-owned-creator-pages/list-owned-creator-pages.handler';

import { UpdateCreatorPageHandler } from './application/commands/update-creator-page/update-creator-page.handler';
import { SetCreatorPublishedHandler } from './application/commands/set-creator-published/set-creator-published.handler';
import { CreatorApplicationsController } from './adapters/http/creator-applications.controller';
import { PostgresCreatorApplicationsRepository } from './adapters/persistence/creator-applications.repository';
import { CREATOR_APPLICATIONS } from './application/ports/creator-applications.port';
import { SubmitCreatorApplicationHandler } from './application/commands/submit-creator-application/submit-creator-application.handler';
import { ReviewCreatorApplicationHandler } from './application/commands/review-creator-application/review-creator-application.handler';
import { GetMyCreatorApplicationHandler } from './application/queries/get-my-creator-application/get-my-creator-application.handler';
import { ListCreatorApplicationsHandler } from './application/queries/list-creator-applications/list-creator-applications.handler';
import { CheckHandleAvailabilityHandler } from './application/queries/check-handle-availability/check-handle-availability.handler';

@Module({
  imports: [CqrsModule, AuditModule],
  controllers: [FavoritesController, FollowsController, CreatorsController, CreatorImagesController, UserSettingsController, CohortsController, ProfileController, FeedController, TasteProfileController, CreatorApplicationsController],
  providers: [
    CreateCreatorPageHandler,
    ListCurationActivityHandler,
    { provide: CURATION_READ_MODEL, useClass: SqlCurationReadModel },
    ListCreatorsHandler,
    FindCreatorsByIdsHandler,
    { provide: FEATURED_FLAGS, useClass: PostgresFeaturedFlagsRepository },
    SetFeaturedHandler,
    ListCreatorsForAdminHandler,
    GetCreatorByHandleHandler,
    ListCohortsHandler,
    ListCreatorCollectionsHandler,
    GetFeedHandler,
    { provide: FAVORITES_REPOSITORY, useClass: PostgresFavoritesRepository },
    { provide: FOLLOWS_REPOSITORY, useClass: PostgresFollowsRepository },
    AddProductFavoriteHandler,
    RemoveProductFavoriteHandler,
    AddBrandFavoriteHandler,
    RemoveBrandFavoriteHandler,
    FollowCreatorHandler,
    UnfollowCreatorHandler,
    ListFavoriteProductsHandler,
    ListFavoriteBrandsHandler,
    ListFollowingHandler,
    CheckFollowHandler,
    { provide: USER_PROFILES, useClass: PostgresUserProfilesRepository },
    GetUserProfileHandler,
    ListPublicCollectionsHandler,
    GetTasteRecommendationsHandler,
    GetTasteInsightsHandler,
    { provide: CREATOR_EARNINGS, useClass: PostgresCreatorEarningsRepository },
    GetCreatorEarningsHandler,
    ListOwnedCreatorPagesHandler,
    CountCreatorsHandler,
    FindCreatorByReferenceHandler,
    { provide: CREATOR_PAGES, useClass: PostgresCreatorPagesRepository },
    UpdateCreatorImageHandler,
    GetCreatorEditAccessHandler,
    UpdateUserProfileHandler,
    { provide: PROFILE_COLLECTIONS, useClass: PostgresProfileCollectionsRepository },
    { provide: PUBLIC_ORIGIN, useFactory: (config: AppConfig) => config.publicOrigin, inject: [APP_CONFIG] },
    ListProfileCollectionsHandler,
    CreateProfileCollectionHandler,
    UpdateProfileCollectionHandler,
    DeleteProfileCollectionHandler,
    ChangeCollectionItemsHandler,
    SavePageLayoutHandler,
    AddCustomBlockHandler,
    GetShareLinkHandler,
    { provide: CREATOR_APPLICATIONS, useClass: PostgresCreatorApplicationsRepository },
    SubmitCreatorApplicationHandler,
    ReviewCreatorApplicationHandler,
    GetMyCreatorApplicationHandler,
    ListCreatorApplicationsHandler,
    CheckHandleAvailabilityHandler,
    UpdateCreatorPageHandler,
    SetCreatorPublishedHandler,
  ],
  exports: [CREATOR_EARNINGS],
})
export class CurationModule {}
