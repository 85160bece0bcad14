/** The tables brand-campaigns maps, for the composition root's ORM set-up only (src/persistence-entities.ts). */
import {
  AffiliateEnrollmentEntity,
  AffiliateProgramEntity,
  CampaignEntity,
  CampaignMetricsEntity,
  GiftOfferEntity,
} from './adapters/persistence/campaign.entity';

export const BRAND_CAMPAIGNS_ENTITIES = [CampaignEntity, GiftOfferEntity, AffiliateProgramEntity, AffiliateEnrollmentEntity, CampaignMetricsEntity];
