import { randomBytes } from 'node:crypto';
import { Secret, TOTP as OtpTotp } from 'otpauth';
import { TOTP } from './second-factor';

/** A new 160-bit secret, base32 (what authenticator apps expect). */
export function newTotpSecret(): string {
  return new Secret({ buffer: new Uint8Array(randomBytes(20)).buffer }).base32;
}

function totpOf(secret: string, label = 'account'): OtpTotp {
  return new OtpTotp({ issuer: TOTP.issuer, label, algorithm: 'SHA1', digits: TOTP.digits, period: TOTP.periodSeconds, secret: Secret.fromBase32(secret) });
}

/** The otpauth:// URI an authenticator app reads from the QR code. */
export function totpUri(secret: string, username: string): string {
  return totpOf(secret, username).toString();
}

/** The time step (30-second period since 1970) that `code` belongs to, within the allowed drift, or null. */
export function totpStepOf(secret: string, code: string, now: Date): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totpOf(secret).validate({ token: code, timestamp: now.getTime(), window: TOTP.driftSteps });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP.periodSeconds) + delta;
}
