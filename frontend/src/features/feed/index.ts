export { feedQueryOptions, useFeed } from './api/get-feed';
export { FEED_PAGE_SIZE, FEED_TABS, isFeedTab, type Endorsement, type EndorsementCreator, type FeedTab } from './api/types';
export { EndorsementCard } from './components/endorsement-card';
export { FeedSkeleton } from './components/feed-skeleton';
