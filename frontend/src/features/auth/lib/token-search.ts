// Its own module: the /auth/reset and /auth/verify route definitions (in the initial bundle) read only this,
// not the account-recovery calls their pages make.
export function parseTokenSearch(search: Record<string, unknown>): { token?: string } {
  const token = search.token;
  return typeof token === 'string' && /^[A-Za-z0-9_-]{1,200}$/.test(token) ? { token } : {};
}
