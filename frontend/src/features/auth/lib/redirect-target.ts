/** Where /auth sends a visitor after signing in or up when they came from nowhere in particular. */
export const DEFAULT_AFTER_SIGN_IN = '/';

/** Only for telling this site's paths from others: never requested. */
const THIS_SITE = 'https://rounds.invalid';

/**
 * The page to return to after signing in: a path of this site (`/orders?tab=x#y`), or `/` for anything
 * else. Another site (`https://…`, `//evil.com`, `/\evil.com`, which browsers read as `//evil.com`),
 * control characters and /auth itself (which would loop) are refused, so a link to
 * `/auth?redirect=…` cannot send a visitor elsewhere after they signed in.
 */
export function safeRedirectTarget(target: unknown): string {
  if (typeof target !== 'string' || !target.startsWith('/') || target.startsWith('//')) return DEFAULT_AFTER_SIGN_IN;
  // eslint-disable-next-line no-control-regex -- control characters are what is refused here
  if (/[\\\u0000-\u001f\u007f]/.test(target)) return DEFAULT_AFTER_SIGN_IN;
  let url: URL;
  try {
    url = new URL(target, THIS_SITE);
  } catch {
    return DEFAULT_AFTER_SIGN_IN;
  }
  if (url.origin !== THIS_SITE || url.pathname === '/auth') return DEFAULT_AFTER_SIGN_IN;
  return `${url.pathname}${url.search}${url.hash}`;
}

export interface AuthSearch {
  /** The page a signed-out visitor asked for, set by the signed-in area's guard. */
  redirect?: string;
  /** Which tab opens: Sign Up when asked for, else Sign In. */
  tab?: 'sign-up';
}

/** /auth?redirect=…: kept only when it is a safe target. */
export function parseAuthSearch(search: Record<string, unknown>): AuthSearch {
  const target = safeRedirectTarget(search.redirect);
  return { ...(target === DEFAULT_AFTER_SIGN_IN ? {} : { redirect: target }), ...(search.tab === 'sign-up' ? { tab: 'sign-up' as const } : {}) };
}
