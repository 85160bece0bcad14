const SAFE_KEY = /^[A-Za-z0-9][A-Za-z0-9_.-]*(\/[A-Za-z0-9][A-Za-z0-9_.-]*)*$/;

/** A key every adapter accepts: relative, slash-separated, no '.', '..' or empty segment. Throws RangeError otherwise. */
export function assertStorageKey(key: string): string {
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '.' || part === '..')) {
    throw new RangeError(`Not a storage key: "${key}"`);
  }
  return key;
}
