export const MY_PROFILE_TABS = ['favorites', 'collections', 'following', 'activity', 'sales'] as const;
export type MyProfileTab = (typeof MY_PROFILE_TABS)[number];

export interface MyProfileSearch {
  tab?: MyProfileTab;
}

/** /profile?tab=…: an unknown tab is dropped (the page opens on Favorites). */
export function parseMyProfileSearch(search: Record<string, unknown>): MyProfileSearch {
  return MY_PROFILE_TABS.includes(search.tab as MyProfileTab) ? { tab: search.tab as MyProfileTab } : {};
}
