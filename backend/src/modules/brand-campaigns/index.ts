export { BrandCampaignsModule } from './brand-campaigns.module';
// The gift-offer expiry runs on a schedule (src/app/job-catalogue.ts).
export { BrandCampaignsJob } from './application/brand-campaigns-jobs';
export type { ExpireGiftOffersResult } from './application/brand-campaigns-jobs';
