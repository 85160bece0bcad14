export { BrandCampaignsModule } from './brand-campaigns.module';
// The gift-offer expiry runs on a schedule (src/app/job-catalogue.ts).
export { BrandCampaignsJob } from './application/brand-campaigns-jobs';
export type { ExpireGiftOffersResult } from './application/brand-campaigns-jobs';
// Gift conversions: the checkout flow asks for an accepted gift and records the conversion, inside its transaction.
export { GIFT_CONVERSIONS } from './application/ports/gift-conversions.port';
export type { GiftConversions } from './application/ports/gift-conversions.port';
// The profile's Activity tab (composed by accounts).
export { ListGiftOfferActivityQuery } from './application/queries/list-gift-offer-activity/list-gift-offer-activity.query';
// The demo shop's campaigns (backend/demo/demo-catalog.json) are checked against these.
export { CAMPAIGN_TYPES } from './domain/campaign';
export { CAMPAIGN_STATUSES } from './domain/campaign-status';
export { GIFT_OFFER_STATUSES } from './domain/gift-offer-status';
