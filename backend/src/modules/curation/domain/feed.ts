/** The creator feed's tabs and its page size (the specification's). */
export const FEED_TABS = ['latest', 'popular', 'for-you'] as const;
export type FeedTab = (typeof FEED_TABS)[number];

export const DEFAULT_FEED_PAGE_SIZE = 20;
export const MAX_FEED_PAGE_SIZE = 50;

/** The popular tab ranks an endorsement by how many shoppers favorited its product within this window. */
export const POPULAR_WINDOW_DAYS = 30;

export const DEFAULT_CREATOR_PAGE_SIZE = 50;
export const MAX_CREATOR_PAGE_SIZE = 100;

/**
 * What a recommendation must disclose (the US FTC's endorsement rules): the brand gifted the creator the
 * product, or pays them for it through a campaign or affiliate program. Read from brand-campaigns'
 * connections view; paid wins when both hold.
 */
export const ENDORSEMENT_DISCLOSURES = ['gifted', 'paid_partnership'] as const;
export type EndorsementDisclosure = (typeof ENDORSEMENT_DISCLOSURES)[number];
