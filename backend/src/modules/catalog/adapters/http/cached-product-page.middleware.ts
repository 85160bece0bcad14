import { Injectable, NestMiddleware } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import type { NextFunction, Request, Response } from 'express';
import { GetCatalogRevisionQuery } from '../../application/queries/get-catalog-revision/get-catalog-revision.query';
import { acceptsEncoding, API_COMPRESSION_THRESHOLD_BYTES } from '../../../../shared/infrastructure/http/compress-api-answers';
import { CachedProductPage, encodedBody, ProductPageCache } from './product-page-cache';

export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** The page as JSON; compressed (from the copy kept with the cached page) when large enough and the client accepts it. */
export function sendProductPage(response: Response, page: CachedProductPage): void {
  response.setHeader(TOTAL_COUNT_HEADER, String(page.total));
  response.setHeader('ETag', page.etag);
  response.type('application/json');
  if (page.body.length < API_COMPRESSION_THRESHOLD_BYTES) return void response.send(page.body);
  response.vary('Accept-Encoding');
  const accepted = response.req.headers['accept-encoding'];
  const encoding = acceptsEncoding(accepted, 'br') ? 'br' : acceptsEncoding(accepted, 'gzip') ? 'gzip' : undefined;
  if (!encoding) return void response.send(page.body);
  response.setHeader('Content-Encoding', encoding);
  response.send(encodedBody(page, encoding));
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
