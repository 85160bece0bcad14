import { Injectable, NestMiddleware } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { NextFunction, Request, Response } from 'express';
import { sendCachedPage } from '../../../../shared/infrastructure/http/revision-checked-page-cache';
import type { SignedInUser } from '../../../identity';
import { GetSalesAnalyticsRevisionQuery } from '../../application/queries/get-sales-analytics-revision/get-sales-analytics-revision.query';
import { SalesAnalyticsCache } from './sales-analytics-cache';

/** Personal: never kept by a shared cache; the ETag still lets the browser revalidate for a 304. */
export function sendSalesAnalytics(response: Response, page: Parameters<typeof sendCachedPage>[1]): void {
  response.setHeader('Cache-Control', 'private, no-cache');
  sendCachedPage(response, page);
}

/**
 * GET /api/user/sales-analytics for a signed-in user (the session and its account are already read, in one
 * statement, by the session middleware) whose answer is cached at the current revision: sent before Nest's
 * routing, guards and the controller. Anything else — signed out, no cached answer, a moved revision — goes
 * on to EarningsController.getSalesAnalytics, which answers 401, or reads and caches.
 */
@Injectable()
export class CachedSalesAnalyticsMiddleware implements NestMiddleware {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly analytics: SalesAnalyticsCache,
  ) {}

  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    const user = request.user as SignedInUser | undefined;
    if (!user || !request.isAuthenticated?.()) return next();
    try {
      const page = this.analytics.cached(user.id, await this.queryBus.execute(new GetSalesAnalyticsRevisionQuery(user.id)));
      if (page === undefined) return next();
      sendSalesAnalytics(response, page);
    } catch (error) {
      next(error);
    }
  }
}
