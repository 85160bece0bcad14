import { Injectable, NestMiddleware } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { NextFunction, Request, Response } from 'express';
import { GetCatalogRevisionQuery } from '../../application/queries/get-catalog-revision/get-catalog-revision.query';
import { sendCachedPage } from '../../../../shared/infrastructure/http/revision-checked-page-cache';
import { CachedProductPage, ProductPageCache } from './product-page-cache';

export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** The page as JSON with its total (see sendCachedPage). */
export function sendProductPage(response: Response, page: CachedProductPage): void {
  response.setHeader(TOTAL_COUNT_HEADER, String(page.total));
  sendCachedPage(response, page);
}

/**
 * GET /api/products at a URL already answered once: the same path and query string always validate
 * into the same filters, so while the catalog revision is unchanged the cached page is the answer,
 * sent before routing, validation and the query bus. Anything else (a URL not seen yet, a changed
 * catalog) goes on to ProductsController.listProducts, which validates, reads and caches.
 */
@Injectable()
export class CachedProductPageMiddleware implements NestMiddleware {
  constructor(
    private readonly pages: ProductPageCache,
    private readonly queryBus: QueryBus,
  ) {}

  async use(request: Request, response: Response, next: NextFunction): Promise<void> {
    const url = request.originalUrl;
    if (!this.pages.knowsUrl(url)) return next();
    try {
      const page = this.pages.pageForUrl(url, await this.queryBus.execute(new GetCatalogRevisionQuery()));
      if (page === undefined) return next();
      sendProductPage(response, page);
    } catch (error) {
      next(error);
    }
  }
}
