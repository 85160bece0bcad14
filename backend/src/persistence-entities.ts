/** Every table the ORM maps, gathered from each module's public surface. */
import * as admin from './modules/admin';
import * as brandCampaigns from './modules/brand-campaigns';
import * as cart from './modules/cart';
import * as catalog from './modules/catalog';
import * as commissions from './modules/commissions';
import * as curation from './modules/curation';
import * as identity from './modules/identity';
import * as ordering from './modules/ordering';

export const PERSISTENCE_ENTITIES = [
  identity.UserEntity,
  identity.SessionEntity,
  identity.LoginAttemptEntity,
  catalog.BrandEntity,
  catalog.ProductEntity,
  catalog.ProductCategoryListingEntity,
  catalog.CatalogRevisionEntity,
  catalog.ProductImportCheckpointEntity,
  curation.CreatorEntity,
  curation.EndorsementEntity,
  curation.CohortEntity,
  curation.FollowEntity,
  curation.FavoriteEntity,
  curation.BrandFavoriteEntity,
  curation.CreatorCollectionEntity,
  curation.UserCollectionEntity,
  curation.UserCollectionItemEntity,
  cart.CartItemEntity,
  ordering.OrderEntity,
  ordering.OrderItemEntity,
  ordering.IdempotencyKeyEntity,
  commissions.OrderAttributionEntity,
  commissions.ClickLogEntity,
  commissions.SalesAttributionEntity,
  commissions.CreatorMetricsEntity,
  brandCampaigns.CampaignEntity,
  brandCampaigns.GiftOfferEntity,
  brandCampaigns.AffiliateProgramEntity,
  brandCampaigns.AffiliateEnrollmentEntity,
  brandCampaigns.CampaignMetricsEntity,
  admin.AuditLogEntity,
  admin.SignupEntity,
];
