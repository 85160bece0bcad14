export {
  CampaignEntity,
  GiftOfferEntity,
  AffiliateProgramEntity,
  AffiliateEnrollmentEntity,
  CampaignMetricsEntity,
} from './adapters/persistence/campaign.entity';
