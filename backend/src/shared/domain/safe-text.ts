/**
 * Text that PostgreSQL (UTF-8) can store and every client can read: no NUL character (PostgreSQL
 * refuses it in text) and no lone UTF-16 surrogate (it has no UTF-8 encoding). JSON escapes
 * (`\u0000`, `\ud800`) and percent-encoding let a client send both; they are refused where input
 * arrives (the HTTP string guard, the CSV row validator) instead of failing deep in a query.
 */
// eslint-disable-next-line no-control-regex -- finding NUL is the point
const NUL_OR_LONE_SURROGATE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function isSafeText(text: string): boolean {
  return !NUL_OR_LONE_SURROGATE.test(text);
}

/** Why `text` is refused, in words for the person who sent it, or null when it is fine. */
export function unsafeTextReason(text: string): string | null {
  const match = NUL_OR_LONE_SURROGATE.exec(text);
  if (!match) return null;
  return match[0] === '\u0000' ? 'contains a NUL character (\\u0000)' : 'contains an unpaired UTF-16 surrogate (invalid Unicode)';
}

/** How deep {@link findUnsafeText} looks into nested values; deeper input is refused by the body parser first. */
const MAX_WALK_DEPTH = 64;

/**
 * The first string (value or object key) in a parsed value that is not safe text, as a path such as
 * `shippingAddress.street` and the reason, or null when all strings are safe.
 */
export function findUnsafeText(value: unknown, path = ''): { path: string; reason: string } | null {
  return walk(value, path, 0);
}

function walk(value: unknown, path: string, depth: number): { path: string; reason: string } | null {
  if (typeof value === 'string') {
    const reason = unsafeTextReason(value);
    return reason ? { path: path || 'value', reason } : null;
  }
  if (value === null || typeof value !== 'object' || depth >= MAX_WALK_DEPTH) return null;
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const found = walk(value[index], `${path}[${index}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const [key, child] of Object.entries(value)) {
    const keyReason = unsafeTextReason(key);
    if (keyReason) return { path: path ? `${path} (a field name)` : 'a field name', reason: keyReason };
    const found = walk(child, path ? `${path}.${key}` : key, depth + 1);
    if (found) return found;
  }
  return null;
}
