/** Links on a public profile say who shared it, so a purchase through them is credited. */
export const SHARED_PROFILE_MEDIUM = 'shared_profile';

export type ProfileLinkCampaign = 'product_recommendation' | 'brand_recommendation';

export interface ProfileLinkSearch {
  utm_source: string;
  utm_medium: typeof SHARED_PROFILE_MEDIUM;
  utm_campaign: ProfileLinkCampaign;
}

/** utm_source is the incoming one, or the profile's username when the visit carried none. */
export function profileUtmSource(incoming: string | undefined, username: string): string {
  return incoming?.trim() || username;
}

export function profileLinkSearch(incoming: string | undefined, username: string, campaign: ProfileLinkCampaign): ProfileLinkSearch {
  return { utm_source: profileUtmSource(incoming, username), utm_medium: SHARED_PROFILE_MEDIUM, utm_campaign: campaign };
}

/** The page's query string as forwarded to GET /api/profile/{username}: its utm parameters only. */
export interface PublicProfileSearch {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
  utm_content?: string;
  utm_term?: string;
}

const UTM_KEYS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_content', 'utm_term'] as const;

export function parsePublicProfileSearch(raw: Record<string, unknown>): PublicProfileSearch {
  const search: PublicProfileSearch = {};
  for (const key of UTM_KEYS) {
    const value = raw[key];
    if (typeof value === 'string' && value.trim()) search[key] = value.trim().slice(0, 100);
  }
  return search;
}
