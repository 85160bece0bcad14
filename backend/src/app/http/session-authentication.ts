import { QueryBus } from '@nestjs/cqrs';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { NextFunction, Request, Response } from 'express';
import session from 'express-session';
import passport from 'passport';
import { CheckRoleSecondFactorQuery, createSessionStore, readAccountsWithSessions, SESSION_COOKIE, SESSION_MAX_AGE_MS } from '../../modules/identity';
import { createDatabasePool } from '../../shared/infrastructure/database/database-faults';
import { HttpAuthentication, isSafeMethod } from '../../shared/infrastructure/http/configure-http';
import type { Runtime } from '../../shared/infrastructure/runtime';

/**
 * Sessions in PostgreSQL (the identity module's `sessions` table, cookie SESSION_COOKIE) and
 * passport, whose strategy and serializer the identity module registers.
 */
export function createSessionAuthentication({ config, database }: Runtime, app: NestExpressApplication): HttpAuthentication {
  const sessionPool = createDatabasePool('session', database, config.databaseLimits, { max: database.embedded ? 1 : 5 });
  const sessionStore = createSessionStore(sessionPool, { pruneEverySeconds: 15 * 60 });
  // One round trip per signed-in request before the handler: the session with its account (identity's statement).
  readAccountsWithSessions(sessionStore, sessionPool, { namedStatement: !database.embedded });
  throttleTouches(sessionStore);
  const sessions = session({
    name: SESSION_COOKIE,
    store: sessionStore,
    secret: config.sessionSecret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    cookie: { httpOnly: true, sameSite: 'lax', secure: config.isProduction, maxAge: SESSION_MAX_AGE_MS, path: '/' },
  });
  const authentication = express.Router().use(passport.initialize(), sessions, passport.session());
  return {
    middleware: (request: Request, response: Response, next: NextFunction) => (needsSession(request) ? authentication(request, response, next) : next()),
    checkRoleSecondFactor: (account) => app.get(QueryBus).execute(new CheckRoleSecondFactorQuery(account)),
    close: async () => {
      await sessionStore.close(); // stops the prune timer
      await sessionPool.end().catch(() => undefined);
    },
  };
}

/** How often a session's stored expiry moves forward at most (the cookie still rolls on every answer). */
const TOUCH_INTERVAL_MS = 60_000;
const TOUCHED_SESSIONS_KEPT = 10_000;

/**
 * With rolling sessions the store writes the session's row (UPDATE sessions SET expire …) on every signed-in
 * request, so concurrent requests of one session queue on that row's lock and each commit waits for the disk
 * (docs/performance.md, Ledger). A 30-day session loses nothing if its stored expiry moves at most once a
 * minute per process: later touches within the minute are answered at once.
 */
function throttleTouches(store: session.Store): void {
  const touch = store.touch?.bind(store);
  if (!touch) return;
  const touchedAt = new Map<string, number>();
  store.touch = (sid: string, data: session.SessionData, callback?: () => void) => {
    const now = Date.now();
    if (now - (touchedAt.get(sid) ?? 0) < TOUCH_INTERVAL_MS) return callback?.();
    if (touchedAt.size >= TOUCHED_SESSIONS_KEPT) touchedAt.clear();
    touchedAt.set(sid, now);
    touch(sid, data, callback);
  };
}

/**
 * Sessions begin only on writes (sign-in and registration are POSTs) and saveUninitialized is
 * false, so a read without the session cookie has no session to load and would never store one:
 * it skips passport and the session middleware (a random session id, response hooks, a dozen
 * properties added to the request) and is simply signed out (SignedInGuard answers 401).
 * Anonymous reads such as the catalog are most of the traffic.
 */
function needsSession(request: Request): boolean {
  return !isSafeMethod(request.method) || (request.headers.cookie?.includes(`${SESSION_COOKIE}=`) ?? false);
}
