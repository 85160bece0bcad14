import { createHash } from 'node:crypto';

/**
 * The name of a prepared statement for this SQL text: derived from the text, so the same SQL gets
 * the same name on every connection and different SQL never collides (node-postgres refuses to
 * reuse a name for other text). Shared with the catalog benchmark's baseline.
 */
export function preparedStatementName(sql: string): string {
  return `rr_${createHash('sha1').update(sql).digest('base64url')}`;
}
