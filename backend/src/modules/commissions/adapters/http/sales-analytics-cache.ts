import { RevisionCheckedPageCache } from '../../../../shared/infrastructure/http/revision-checked-page-cache';

/** About 6 KB per user (10 entries, 30 days, 5 products): 2,000 users fit in 16 MB. */
export const SALES_ANALYTICS_CACHE_MAX_ENTRIES = 2000;
export const SALES_ANALYTICS_CACHE_MAX_BYTES = 16 * 1024 * 1024;

/**
 * GET /api/user/sales-analytics answers, one per user (the key is the user id: another user's figures can
 * never be served), each valid for the GetSalesAnalyticsRevisionQuery string it was read at. The revision
 * is read from PostgreSQL on every request, so several API processes stay correct
 * (docs/decisions/commissions-and-payouts.md, "Earnings figures"). Provided by a factory in CommissionsModule.
 */
export class SalesAnalyticsCache extends RevisionCheckedPageCache {
  constructor(maxEntries = SALES_ANALYTICS_CACHE_MAX_ENTRIES, maxBytes = SALES_ANALYTICS_CACHE_MAX_BYTES) {
    super(maxEntries, maxBytes);
  }
}
