/** What a creator's product link adds to /products/{id}: ?utm_source={creator id, utm code or handle}. */
export interface ReferralSearch {
  utm_source?: string;
}

const MAX_UTM_SOURCE_LENGTH = 100;

/** Keeps a non-blank utm_source (trimmed, at most 100 characters); anything else is dropped. */
export function parseReferralSearch(raw: Record<string, unknown>): ReferralSearch {
  return typeof raw.utm_source === 'string' && raw.utm_source.trim() ? { utm_source: raw.utm_source.trim().slice(0, MAX_UTM_SOURCE_LENGTH) } : {};
}
