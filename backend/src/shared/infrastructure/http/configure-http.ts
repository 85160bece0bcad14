import { join } from 'node:path';
import { RequestMethod } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';
import type { Runtime } from '../runtime';
import { DomainErrorFilter } from './domain-error.filter';
import { bodyTooLarge, CROSS_SITE_REQUEST, malformedJson } from './http-refusals';
import { createValidationPipe } from './validation.pipe';
import { mountQueueDashboard } from '../jobs/queue-dashboard';
import { setupOpenApi } from './openapi';
import { mountApiReference } from './api-reference';
import { explainDeepJson, refuseDeepJson } from './body-depth';
import { rejectUnsafeStrings } from './string-guard';
import { serveFrontend } from './serve-frontend';
import { compressApiAnswers } from './compress-api-answers';
import { answerStalledRequests, requestHasBody, RetryReadsOnLostConnection } from './database-outages';

/**
 * Who is signed in: the app root builds it from the identity module (sessions and passport), so that
 * this file knows no module. Runs after the body parsers and before the queue dashboard and the controllers.
 */
export interface HttpAuthentication {
  readonly middleware: RequestHandler;
  /**
   * Whether the signed-in account may use its role's powers now (the identity module's one check: a role that
   * must have a second factor needs it set up); throws the DomainError to answer when not. For what the app
   * serves outside the controllers and their guards (the queue dashboard).
   */
  checkRoleSecondFactor(account: { id: string; role: string }): Promise<void>;
  /** Releases what the middleware opened (its session store and pool). */
  close(): Promise<void>;
}

/**
 * Everything an API process puts in front of the controllers: security headers, body limits,
 * the cross-site check, authentication, static files and the SPA fallback.
 * Returns a function that releases what it opened.
 */
export function configureHttp(app: NestExpressApplication, runtime: Runtime, authentication: HttpAuthentication): () => Promise<void> {
  const { config } = runtime;
  setApiPrefix(app);
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  app.useGlobalFilters(new DomainErrorFilter());
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalInterceptors(new RetryReadsOnLostConnection());

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
      strictTransportSecurity: config.isProduction, // over plain HTTP in development it would pin localhost to HTTPS
    }),
  );
  app.use('/api', answerStalledRequests(config.databaseLimits.requestTimeoutMs));
  app.use(rejectCrossSiteWrites);
  app.use('/api', refuseOtherBodyTypes);
  app.use('/api', express.json({ limit: '1mb', verify: refuseDeepJson }));
  app.use('/api', explainDeepJson, explainBodyErrors);
  app.use(rejectUnsafeStrings);

  app.use(['/api', '/images'], compressApiAnswers());

  app.use(authentication.middleware);

  mountQueueDashboard(app, runtime, authentication);
  setupOpenApi(app);
  mountApiReference(app);

  app.use('/images', express.static(join(config.assetsDir, 'images'), { maxAge: '7d', fallthrough: false }));
  serveFrontend(app, config.frontendDist);

  return () => authentication.close();
}

/** Every route under /api, but uploaded objects keep the seeds' public path, /objects/uploads/{key}. */
export function setApiPrefix(app: NestExpressApplication): void {
  // Uploaded objects (seed rewrite rule), robots.txt and the sitemaps (app/seo) answer outside /api.
  app.setGlobalPrefix('api', {
    exclude: [{ path: 'objects/uploads/:key', method: RequestMethod.ALL }, 'robots.txt', 'sitemap.xml', 'sitemap-:name.xml'],
  });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** GET, HEAD and OPTIONS: requests that change nothing. */
export function isSafeMethod(method: string): boolean {
  return SAFE_METHODS.has(method);
}

/** Where List-Unsubscribe points (the notifications' one-click unsubscribe), the one path that takes a form post. */
export const ONE_CLICK_UNSUBSCRIBE_PATH = '/api/notifications/unsubscribe';

/** A write whose Origin names another site is refused, on every route (CSRF defence beside SameSite=Lax). */
function rejectCrossSiteWrites(request: Request, response: Response, next: NextFunction): void {
  const origin = request.headers.origin;
  if (isSafeMethod(request.method) || !origin) return next();
  let originHost: string | null = null;
  try {
    originHost = new URL(origin).host;
  } catch {
    originHost = null;
  }
  if (originHost && originHost === request.headers.host) return next();
  response.status(CROSS_SITE_REQUEST.statusCode).json(CROSS_SITE_REQUEST);
}

/**
 * API writes carry JSON, or multipart/form-data for the documented uploads. Any other body (a form post,
 * text, XML) is refused with 415 before it is read: an HTML form on another site can send a form-encoded
 * body without an Origin header, which JSON cannot be.
 */
function refuseOtherBodyTypes(request: Request, response: Response, next: NextFunction): void {
  if (isSafeMethod(request.method) || !requestHasBody(request)) return next();
  const type = (request.headers['content-type'] ?? '').split(';')[0].trim().toLowerCase();
  if (type === 'application/json' || type === 'multipart/form-data') return next();
  // RFC 8058: a mail client's one-click unsubscribe posts the form body List-Unsubscribe=One-Click. The body is
  // never read; the signed token in the URL is what authorises it, so a forged form post gains nothing.
  if (type === 'application/x-www-form-urlencoded' && request.originalUrl.split('?')[0] === ONE_CLICK_UNSUBSCRIBE_PATH) return next();
  response.status(415).json({
    statusCode: 415,
    message: `The API takes request bodies as application/json (multipart/form-data for file uploads), not ${type || 'a body without a Content-Type'}.`,
    code: 'UNSUPPORTED_MEDIA_TYPE',
  });
}

/** Body-parser failures become answers that say what to fix (Nest would otherwise echo the parser's text). */
function explainBodyErrors(error: { type?: string } | undefined, _request: Request, _response: Response, next: NextFunction): void {
  if (error?.type === 'entity.parse.failed') {
    return next(malformedJson());
  }
  if (error?.type === 'entity.too.large') {
    return next(bodyTooLarge());
  }
  next(error);
}
