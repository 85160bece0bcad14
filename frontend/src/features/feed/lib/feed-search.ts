import { isFeedTab, type FeedTab } from '../api/types';

/** What /feed keeps in its URL: ?tab=popular|for-you; absent means 'latest'. */
export interface FeedSearch {
  tab?: Exclude<FeedTab, 'latest'>;
}

export function parseFeedSearch(raw: Record<string, unknown>): FeedSearch {
  return isFeedTab(raw.tab) && raw.tab !== 'latest' ? { tab: raw.tab } : {};
}

/** The URL search that shows `tab`. */
export function feedSearchFor(tab: FeedTab): FeedSearch {
  return tab === 'latest' ? {} : { tab };
}
