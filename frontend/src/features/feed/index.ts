export { loadFeed } from './api/get-feed';
export type { FeedTab } from './api/types';
export { CreatorPicks } from './components/creator-picks';
export { FeedPage } from './components/feed-page';
export { feedSearchFor, parseFeedSearch } from './lib/feed-search';
