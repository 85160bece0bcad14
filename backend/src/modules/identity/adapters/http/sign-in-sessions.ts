import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { promisify } from 'node:util';
import { APP_CONFIG, type AppConfig } from '../../../../config/app-config';
import { CLOCK, Clock } from '../../../../shared/application/clock.port';
import { SECOND_FACTORS, SecondFactors } from '../../application/ports/second-factors.port';
import { TRUSTED_BROWSER_MS } from '../../domain/second-factor';
import { steppedUpRecently } from './step-up.guard';
import { recordSignIn } from './session-record';

declare module 'express-session' {
  interface SessionData {
    /** A password was right and a second factor is due: who, since when, and whether to trust this browser after. */
    pendingSignIn?: { userId: string; at: string };
    /** When this session last confirmed a second factor (or the password, for an account without one). */
    steppedUpAt?: string;
  }
}

/** The device cookie: an opaque random token and its HMAC under SESSION_SECRET, so a forged or altered one is ignored. */
export const DEVICE_COOKIE = 'rounds.device';
const DEVICE_COOKIE_MAX_AGE_MS = 400 * 24 * 3600 * 1000;
/** How long a password sign-in may wait for its second factor. */
const PENDING_SIGN_IN_MS = 5 * 60 * 1000;

/**
 * Starting a session, and what goes with it: the browser's device cookie (known browsers pass the sign-in
 * lock; trusted ones skip the second factor for 30 days), the half-way state of a sign-in waiting for its
 * code, and the step-up time that money-moving changes check.
 */
@Injectable()
export class SignInSessions {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(SECOND_FACTORS) private readonly factors: SecondFactors,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** The hash of this browser's device token when its cookie is genuine, else null. */
  browserTokenHash(request: Request): string | null {
    const token = this.deviceToken(request);
    return token === null ? null : hashToken(token);
  }

  /**
   * Signs the account in on a new session (passport regenerates it). `steppedUp`: a password or code was
   * just entered, which counts as a fresh confirmation. `trustBrowser`: skip the second factor here for 30 days.
   */
  async start(request: Request, response: Response, account: { id: string }, options: { steppedUp: boolean; trustBrowser?: boolean }): Promise<void> {
    await promisify(request.logIn.bind(request))(account as Express.User);
    const now = this.clock.now();
    recordSignIn(request, now);
    if (options.steppedUp) request.session.steppedUpAt = now.toISOString();
    const token = this.deviceToken(request) ?? this.issueDeviceToken(response);
    await this.factors.rememberBrowser(account.id, hashToken(token), options.trustBrowser ? new Date(now.getTime() + TRUSTED_BROWSER_MS) : null, now);
  }

  /** Keeps the half-way sign-in in this (still anonymous) session until the code arrives. */
  awaitSecondFactor(request: Request, userId: string): void {
    request.session.pendingSignIn = { userId, at: this.clock.now().toISOString() };
  }

  /** The account whose password was right in this browser within the last 5 minutes, waiting for its code. */
  pendingUserId(request: Request): string | null {
    const pending = request.session?.pendingSignIn;
    if (!pending || this.clock.now().getTime() - Date.parse(pending.at) > PENDING_SIGN_IN_MS) return null;
    return pending.userId;
  }

  markSteppedUp(request: Request): void {
    request.session.steppedUpAt = this.clock.now().toISOString();
  }

  /** Whether this session confirmed a second factor (or the password) within the last 5 minutes. */
  steppedUpRecently(request: Request): boolean {
    return steppedUpRecently(request.session?.steppedUpAt, this.clock.now());
  }

  private deviceToken(request: Request): string | null {
    const value = readCookie(request, DEVICE_COOKIE);
    if (!value) return null;
    const [token, signature] = value.split('.');
    if (!token || !signature) return null;
    const expected = this.sign(token);
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
  }

  private issueDeviceToken(response: Response): string {
    const token = randomBytes(32).toString('base64url');
    response.cookie(DEVICE_COOKIE, `${token}.${this.sign(token).toString()}`, {
      httpOnly: true,
      sameSite: 'lax',
      secure: this.config.isProduction,
      maxAge: DEVICE_COOKIE_MAX_AGE_MS,
      path: '/api',
    });
    return token;
  }

  private sign(token: string): Buffer {
    return Buffer.from(createHmac('sha256', this.config.sessionSecret).update(`device:${token}`).digest('base64url'));
  }
}

function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

function readCookie(request: Request, name: string): string | null {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const separator = part.indexOf('=');
    if (separator > 0 && part.slice(0, separator).trim() === name) return decodeURIComponent(part.slice(separator + 1).trim());
  }
  return null;
}
