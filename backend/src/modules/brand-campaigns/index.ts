export {
  CampaignEntity,
  GiftOfferEntity,
  AffiliateProgramEntity,
  AffiliateEnrollmentEntity,
  CampaignMetricsEntity,
} from './adapters/persistence/campaign.entity';
export { BrandCampaignsModule } from './brand-campaigns.module';
