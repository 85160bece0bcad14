export { loadFeed, useFeed } from './api/get-feed';
export { FEED_TABS, isFeedTab, type Endorsement, type EndorsementCreator, type FeedTab } from './api/types';
export { FeedList } from './components/feed-list';
export { FeedSkeleton } from './components/feed-skeleton';
export { feedSearchFor, parseFeedSearch, type FeedSearch } from './lib/feed-search';
export { CreatorPicks } from './components/creator-picks';
