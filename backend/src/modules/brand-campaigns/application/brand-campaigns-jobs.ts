import { defineJob } from '../../../shared/application/jobs/job-definition';

export interface ExpireGiftOffersResult {
  expired: number;
}

/** Brand-campaigns' entries of the job catalogue (listed in src/app/job-catalogue.ts). */
export const BrandCampaignsJob = {
  /** Pending gift offers past expiresAt become expired (GIFT_OFFER_EXPIRY_SCHEDULE; reads expire them too). */
  ExpireGiftOffers: defineJob<Record<string, never>, ExpireGiftOffersResult>({ name: 'brand-campaigns.expire-gift-offers', queue: 'brand-campaigns.gift-offers', attempts: 2, backoff: { type: 'fixed', delayMs: 10_000 } }),
} as const;
