export { ATTRIBUTION_WINDOW_DAYS, PROFILE_VIEW_WINDOW_MINUTES, ReferringCreatorNotFoundError } from './domain/attribution';
export { CommissionsModule } from './commissions.module';

// Curator tiers: defined here once; the API calls an account's tier curatorStatus.
export { CURATOR_TIERS } from './domain/curator-tier';
export type { CuratorTier } from './domain/curator-tier';

// An account's tier, rate and sales, for the accounts module's answer (GET /api/user).
export { GetCommissionAccountQuery } from './application/queries/get-commission-account/get-commission-account.query';
export type { CommissionAccount } from './domain/commission-account';

// The admin area: the Users table's tier and revenue, and Adjust User Tier (sets tier_set_manually, audited).
export { ListCommissionAccountsQuery } from './application/queries/list-commission-accounts/list-commission-accounts.query';
export { SetCommissionTierCommand } from './application/commands/set-commission-tier/set-commission-tier.command';
export type { CommissionTierChange } from './application/commands/set-commission-tier/set-commission-tier.command';
export { CURATOR_TIER_DEFINITIONS } from './domain/curator-tier';

// Payouts and creator metrics run on a schedule (src/app/job-catalogue.ts).
export { CommissionsJob } from './application/commissions-jobs';
export type { RunPayoutsPayload, RunPayoutsResult } from './application/commissions-jobs';

// The public profile page (accounts): a view, and a click when it came through a shared link (utm_source).
export { RecordProfileVisitCommand } from './application/commands/record-profile-visit/record-profile-visit.command';
// Brand tools: creator discovery reads every creator's creator_metrics row.
export { ListCreatorMetricsQuery } from './application/queries/list-creator-metrics/list-creator-metrics.query';
export type { CreatorMetricsView } from './application/queries/list-creator-metrics/list-creator-metrics.query';
export { GetProductAttributionQuery } from './application/queries/get-product-attribution/get-product-attribution.query';
export type { ProductAttribution } from './application/queries/get-product-attribution/get-product-attribution.query';
// Checkout and order status changes (the order-flows module): attribution and the ledger, inside the flow's transaction.
export { CreatorAttributionPolicy } from './application/creator-attribution.policy';
export type { AcceptedGift, OrderReferral, PlacedOrderForAttribution, RecordedAttribution } from './application/creator-attribution.policy';
export { LedgerOrderFollower } from './application/ledger-order-follower';
export type { CreatorEarningsChange, LineReversalReason } from './application/ledger-order-follower';
export { ListAttributedCreatorsQuery } from './application/queries/list-attributed-creators/list-attributed-creators.query';
export type { AttributedCreator } from './application/queries/list-attributed-creators/list-attributed-creators.query';
// The profile's Activity tab (composed by accounts).
export { ListEarningsActivityQuery } from './application/queries/list-earnings-activity/list-earnings-activity.query';
