import type { EndorsementDto, FeedCreatorDto } from '@/api/generated/model';

export type FeedTab = 'latest' | 'popular' | 'for-you';

export const FEED_TABS: readonly { value: FeedTab; label: string }[] = [
  { value: 'latest', label: 'Latest' },
  { value: 'popular', label: 'Popular' },
  { value: 'for-you', label: 'For You' },
];

export function isFeedTab(value: unknown): value is FeedTab {
  return FEED_TABS.some((tab) => tab.value === value);
}

/** The specification's number: the feed shows 20 recommendations. */
export const FEED_PAGE_SIZE = 20;

/** A creator's recommendation of a product with its product and creator. */
export type Endorsement = EndorsementDto;
export type EndorsementCreator = FeedCreatorDto;
