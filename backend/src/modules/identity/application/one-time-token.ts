import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: what a reset or verification link carries. Only its SHA-256 is stored. */
export function newOneTimeToken(): { token: string; tokenHash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashOneTimeToken(token) };
}

export function hashOneTimeToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export const ACCOUNT_LINKS = Symbol('ACCOUNT_LINKS');

/** Where the links in account mail point: PUBLIC_ORIGIN. */
export interface AccountLinks {
  publicOrigin: string;
}
