import { createHmac, timingSafeEqual } from 'node:crypto';
import { isOptionalMailKind, type OptionalMailKind } from './mail-kinds';

/**
 * The token of a one-click unsubscribe link: `<userId>.<kind>.<HMAC>`, keyed by a server secret. It turns off
 * one kind of mail for one account and nothing else, so it may sit in a mail's List-Unsubscribe header.
 */
export function unsubscribeToken(key: string, userId: string, kind: OptionalMailKind): string {
  return `${userId}.${kind}.${mac(key, userId, kind)}`;
}

export function readUnsubscribeToken(key: string, token: string): { userId: string; kind: OptionalMailKind } | null {
  const [userId, kind, given, ...rest] = token.split('.');
  if (!userId || !kind || !given || rest.length || !isOptionalMailKind(kind)) return null;
  const expected = Buffer.from(mac(key, userId, kind), 'hex');
  const received = Buffer.from(given, 'hex');
  if (received.length !== expected.length || !timingSafeEqual(received, expected)) return null;
  return { userId, kind };
}

function mac(key: string, userId: string, kind: string): string {
  return createHmac('sha256', key).update(`unsubscribe:${userId}:${kind}`).digest('hex');
}
