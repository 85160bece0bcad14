import { createHmac, timingSafeEqual } from 'node:crypto';

/** The secret upload URLs are signed with (derived from SESSION_SECRET by the module). */
export const UPLOAD_SIGNING_KEY = Symbol('UPLOAD_SIGNING_KEY');

/**
 * An upload URL's signature: HMAC-SHA256 over the key, the user it was issued to and its expiry
 * (seconds since the epoch), so a URL cannot be moved to another key, user or time.
 */
export function signUpload(secret: string, key: string, ownerUserId: string, expiresAtSeconds: number): string {
  return createHmac('sha256', secret).update(`rounds-upload\n${key}\n${ownerUserId}\n${expiresAtSeconds}`).digest('base64url');
}

export function isUploadSignatureValid(secret: string, key: string, ownerUserId: string, expiresAtSeconds: number, signature: string): boolean {
  const expected = Buffer.from(signUpload(secret, key, ownerUserId, expiresAtSeconds));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
