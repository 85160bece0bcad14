import connectPgSimple from 'connect-pg-simple';
import express, { NextFunction, Request, Response } from 'express';
import session from 'express-session';
import passport from 'passport';
import { Pool } from 'pg';
import { SESSION_COOKIE } from '../../modules/identity';
import { HttpAuthentication, isSafeMethod } from '../../shared/infrastructure/http/configure-http';
import type { Runtime } from '../../shared/infrastructure/runtime';

const SESSION_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

/**
 * Sessions in PostgreSQL (the identity module's `sessions` table, cookie SESSION_COOKIE) and
 * passport, whose strategy and serializer the identity module registers.
 */
export function createSessionAuthentication({ config, database }: Runtime): HttpAuthentication {
  const sessionPool = new Pool({ connectionString: database.url, max: database.embedded ? 1 : 5 });
  const PgStore = connectPgSimple(session);
  const sessionStore = new PgStore({ pool: sessionPool, tableName: 'sessions', createTableIfMissing: false, pruneSessionInterval: 15 * 60 });
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
    close: async () => {
      await sessionStore.close(); // stops the prune timer
      await sessionPool.end().catch(() => undefined);
    },
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
