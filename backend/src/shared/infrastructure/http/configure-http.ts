import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import connectPgSimple from 'connect-pg-simple';
import express, { NextFunction, Request, Response } from 'express';
import session from 'express-session';
import helmet from 'helmet';
import passport from 'passport';
import { Pool } from 'pg';
import { SESSION_COOKIE } from '../../../modules/identity';
import type { Runtime } from '../runtime';
import { DomainErrorFilter } from './domain-error.filter';
import { createValidationPipe } from './validation.pipe';
import { mountQueueDashboard } from '../jobs/queue-dashboard';
import { setupOpenApi } from './openapi';

const SESSION_MAX_AGE_MS = 30 * 24 * 3600 * 1000;

/**
 * Everything an API process puts in front of the controllers: security headers, body limits,
 * sessions in PostgreSQL, passport, the cross-site check, static files and the SPA fallback.
 * Returns a function that releases what it opened.
 */
export function configureHttp(app: NestExpressApplication, runtime: Runtime): () => Promise<void> {
  const { config } = runtime;
  app.setGlobalPrefix('api');
  app.set('trust proxy', 1);
  app.disable('x-powered-by');
  app.useGlobalFilters(new DomainErrorFilter());
  app.useGlobalPipes(createValidationPipe());
  app.enableShutdownHooks();

  app.use(
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'blob:'],
          styleSrc: ["'self'", "'unsafe-inline'"],
          scriptSrc: ["'self'"],
          connectSrc: ["'self'"],
          fontSrc: ["'self'", 'data:'],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
        },
      },
      crossOriginEmbedderPolicy: false,
    }),
  );
  app.use(rejectCrossSiteWrites);
  app.use('/api', express.json({ limit: '1mb' }));
  app.use('/api', express.urlencoded({ extended: false, limit: '1mb' }));
  app.use('/api', explainBodyErrors);

  const sessionPool = new Pool({ connectionString: runtime.database.url, max: runtime.database.embedded ? 1 : 5 });
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
  app.use((request: Request, response: Response, next: NextFunction) => (needsSession(request) ? authentication(request, response, next) : next()));

  mountQueueDashboard(app, runtime);
  setupOpenApi(app);

  app.use('/images', express.static(join(config.assetsDir, 'images'), { maxAge: '7d', fallthrough: false }));
  serveFrontend(app, config.frontendDist);

  return async () => {
    await sessionStore.close(); // stops the prune timer
    await sessionPool.end().catch(() => undefined);
  };
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Sessions begin only on writes (sign-in and registration are POSTs) and saveUninitialized is
 * false, so a read without the session cookie has no session to load and would never store one:
 * it skips passport and the session middleware (a random session id, response hooks, a dozen
 * properties added to the request) and is simply signed out (SignedInGuard answers 401).
 * Anonymous reads such as the catalog are most of the traffic.
 */
function needsSession(request: Request): boolean {
  return !SAFE_METHODS.has(request.method) || (request.headers.cookie?.includes(`${SESSION_COOKIE}=`) ?? false);
}

/** A write to /api whose Origin names another site is refused (CSRF defence beside SameSite=Lax). */
function rejectCrossSiteWrites(request: Request, response: Response, next: NextFunction): void {
  const origin = request.headers.origin;
  if (SAFE_METHODS.has(request.method) || !origin || !request.path.startsWith('/api')) return next();
  let originHost: string | null = null;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = null;
  }
  if (originHost && originHost === request.headers.host) return next();
  response.status(403).json({ statusCode: 403, message: 'Cross-site requests are not allowed.', code: 'CROSS_SITE_REQUEST' });
}

/** Body-parser failures become answers that say what to fix (Nest would otherwise echo the parser's text). */
function explainBodyErrors(error: { type?: string } | undefined, _request: Request, _response: Response, next: NextFunction): void {
  if (error?.type === 'entity.parse.failed') {
    return next(new BadRequestException({ message: 'The request body is not valid JSON.', code: 'MALFORMED_JSON' }));
  }
  if (error?.type === 'entity.too.large') {
    return next(new PayloadTooLargeException({ message: 'The request body is too large (the limit is 1 MB).', code: 'PAYLOAD_TOO_LARGE' }));
  }
  next(error);
}

function isApiPath(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}

/** The built React app: static files, and index.html for any other page path (client-side routes). */
function serveFrontend(app: NestExpressApplication, distDir: string): void {
  const indexHtml = join(distDir, 'index.html');
  const staticFiles = express.static(distDir, { index: false, maxAge: '1h' });
  // These run before Nest's routes: without the guard every API request would first cost a file
  // lookup (fs.stat of dist/api/...) that can never succeed.
  app.use((request: Request, response: Response, next: NextFunction) => (isApiPath(request.path) ? next() : staticFiles(request, response, next)));
  app.use((request: Request, response: Response, next: NextFunction) => {
    const isPage = (request.method === 'GET' || request.method === 'HEAD') && !/^\/(api|images|admin\/queues)(\/|$)/.test(request.path);
    if (!isPage) return next();
    if (!existsSync(indexHtml)) {
      response.status(503).type('text/plain').send('The shop front end is not built yet: run `npm run build`.');
      return;
    }
    response.setHeader('Cache-Control', 'no-cache');
    response.sendFile(indexHtml);
  });
}
