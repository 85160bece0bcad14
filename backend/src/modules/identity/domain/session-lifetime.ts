/** How long a session lives after its last use (the cookie rolls; the stored expiry moves at most once a minute). */
export const SESSION_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

/** SQL for a session's public id: the first 32 hex digits of SHA-256 over its store id, so it names a session but cannot resume one. */
export function sessionPublicIdSql(column: string): string {
  return `left(encode(sha256(convert_to(${column}, 'UTF8')), 'hex'), 32)`;
}
