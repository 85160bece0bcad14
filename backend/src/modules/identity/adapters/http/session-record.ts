import type { Request } from 'express';

declare module 'express-session' {
  interface SessionData {
    /** When this session was signed in (ISO time), for the user's list of sessions. */
    signedInAt?: string;
    /** A short description of the browser that signed in ("Chrome on Windows"). */
    device?: string;
  }
}

/** Marks the request's (new) session as signed in now from this browser; call right after request.logIn. */
export function recordSignIn(request: Request, now: Date): void {
  if (!request.session) return;
  request.session.signedInAt = now.toISOString();
  request.session.device = describeDevice(request.headers['user-agent']);
}

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\//, 'Firefox'],
  [/Chrom(e|ium)\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];
const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/Android/, 'Android'],
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * "Chrome on Windows" from a User-Agent header: enough for a person to recognise their own browser,
 * never the raw header (which a client chooses freely and could be long). Unknown parts say so.
 */
export function describeDevice(userAgent: string | undefined): string {
  const agent = userAgent ?? '';
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1];
  const system = SYSTEMS.find(([pattern]) => pattern.test(agent))?.[1];
  if (!browser && !system) return 'Unknown browser';
  return `${browser ?? 'Unknown browser'} on ${system ?? 'an unknown system'}`;
}
