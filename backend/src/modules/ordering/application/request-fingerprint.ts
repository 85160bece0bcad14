import { createHash } from 'node:crypto';

/** sha256 of the operation and the body with keys sorted, so that key order never makes "the same body" differ. */
export function requestFingerprint(operation: string, body: unknown): string {
  return createHash('sha256').update(`${operation}\n${canonicalJson(body)}`).digest('hex');
}

function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, entry]) => entry !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonicalJson(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
