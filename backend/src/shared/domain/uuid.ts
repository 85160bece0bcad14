/**
 * The shape of an id (PostgreSQL's uuid: 8-4-4-4-12 hex digits, any version). Text that does not
 * have it names nothing, so callers refuse or skip it before it reaches a query that would fail on it.
 */
const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_PATTERN.test(value);
}
