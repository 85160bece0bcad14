/**
 * What a creator's or a shared profile's product link adds to /products/{id}: ?utm_source={creator
 * id, utm code, handle or username}, and from a shared profile also utm_medium and utm_campaign.
 */
export interface ReferralSearch {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
}

const MAX_UTM_LENGTH = 100;

function utm(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim().slice(0, MAX_UTM_LENGTH) : undefined;
}

/** Keeps non-blank utm_source, utm_medium and utm_campaign (trimmed, at most 100 characters); anything else is dropped. */
export function parseReferralSearch(raw: Record<string, unknown>): ReferralSearch {
  const search: ReferralSearch = {};
  const source = utm(raw.utm_source);
  if (!source) return search;
  search.utm_source = source;
  const medium = utm(raw.utm_medium);
  const campaign = utm(raw.utm_campaign);
  if (medium) search.utm_medium = medium;
  if (campaign) search.utm_campaign = campaign;
  return search;
}
