import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { malformedId, UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { validationFailure } from '../../../../shared/infrastructure/http/validation.pipe';
import { ProductNotFoundError } from '../../domain/catalog.errors';
import { containsPattern, DEFAULT_PRODUCT_PAGE_SIZE } from '../../domain/product-listing';
import { GetCatalogRevisionQuery } from '../../application/queries/get-catalog-revision/get-catalog-revision.query';
import { GetProductQuery } from '../../application/queries/get-product/get-product.query';
import { ListProductRecommendationsQuery } from '../../application/queries/list-product-recommendations/list-product-recommendations.query';
import { ListProductsFilters, ListProductsQuery } from '../../application/queries/list-products/list-products.query';
import { ListProductsQueryDto, StateQueryDto } from './dto/list-products.query.dto';
import { ProductDto, toProductDto } from './dto/product.dto';
import { sendProductPage, TOTAL_COUNT_HEADER } from './cached-product-page.middleware';
import { ProductPageCache } from './product-page-cache';
import { ApiDomainErrors, ApiPaged, EXAMPLE_IDS, ErrorExample } from '../../../../shared/infrastructure/http/api-docs';

/** A state that is not two letters; a two-letter code that is no US state is answered, as available nowhere. */
const STATE_ERRORS: ErrorExample[] = [validationFailure(StateQueryDto, { state: 'California' })];
const PRODUCT_ID_REFUSAL = { message: 'The product id in the path must be a UUID.', code: 'INVALID_PRODUCT_ID' };
const PRODUCT_ERRORS: ErrorExample[] = [malformedId('id', 'a product id', PRODUCT_ID_REFUSAL), new ProductNotFoundError(EXAMPLE_IDS.product)];

/** The product id's refusal keeps the answer it had before the shared one (tests and clients read it). */
const ProductIdParam = () => UuidParam('id', 'a product id', PRODUCT_ID_REFUSAL);

@ApiTags('Catalog')
@Controller()
export class ProductsController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly pages: ProductPageCache,
  ) {}

  @Get('products')
  @ApiOperation({
    summary: 'Browse the catalog',
    description:
      'Products newest first (createdAt, then id, both descending), filtered by category, brand, featured and a case-insensitive search; filters combine with AND. ' +
      "With state, each product says whether it can be delivered or shipped to that state. Changes nothing; answers without state may be served from a cache that the next catalog change invalidates.",
  })
  @ApiPaged()
  @ApiOkResponse({
    type: [ProductDto],
    headers: { [TOTAL_COUNT_HEADER]: { description: 'Products matching the filters, ignoring limit and offset', schema: { type: 'integer', example: 137 } } },
  })
  @ApiDomainErrors(...STATE_ERRORS)
  async listProducts(@Query() query: ListProductsQueryDto, @Req() request: Request, @Res() response: Response): Promise<void> {
    const filters: ListProductsFilters = {
      category: query.category,
      brandId: query.brandId,
      featured: query.featured,
      search: query.search,
      selection: query.selection,
      state: query.state,
      limit: query.limit ?? DEFAULT_PRODUCT_PAGE_SIZE,
      offset: query.offset ?? 0,
    };
    // With a state, the page carries the state's rules in force now (compliance's, changed by admins and
    // by effective dates the catalog revision does not see), so it is read fresh every time.
    if (filters.state !== undefined) {
      const listed = await this.queryBus.execute(new ListProductsQuery(filters));
      response.setHeader(TOTAL_COUNT_HEADER, String(listed.total));
      response.type('application/json').send(JSON.stringify(listed.items.map(toProductDto)));
      return;
    }
    // The revision is read first: a page read after it is at least as new, and is served again only
    // while the revision has not moved since.
    const revision = await this.queryBus.execute(new GetCatalogRevisionQuery());
    const key = productPageKey(filters);
    const page = await this.pages.get(key, revision, async () => {
      const listed = await this.queryBus.execute(new ListProductsQuery(filters));
      return { json: JSON.stringify(listed.items.map(toProductDto)), total: listed.total };
    });
    // This URL validated into this key: CachedProductPageMiddleware may answer it next time.
    this.pages.rememberUrl(request.originalUrl, key);
    sendProductPage(response, page);
  }

  @Get('products/:id')
  @ApiOperation({
    summary: 'One product',
    description: "A product with its brand, variants, prices and fulfillment options; with state, whether it can be delivered or shipped there and why not. Changes nothing.",
  })
  @ApiOkResponse({ type: ProductDto })
  @ApiDomainErrors(...STATE_ERRORS)
  @ApiDomainErrors(...PRODUCT_ERRORS)
  async getProduct(@ProductIdParam() id: string, @Query() query: StateQueryDto): Promise<ProductDto> {
    return toProductDto(await this.queryBus.execute(new GetProductQuery(id, query.state)));
  }

  @Get('products/:id/recommendations')
  @ApiOperation({
    summary: 'Products related to one product',
    description: 'Up to 8 related products: the same primary category or brand first, never the product itself. Changes nothing.',
  })
  @ApiOkResponse({ type: [ProductDto] })
  @ApiDomainErrors(...STATE_ERRORS)
  @ApiDomainErrors(...PRODUCT_ERRORS)
  async listProductRecommendations(@ProductIdParam() id: string, @Query() query: StateQueryDto): Promise<ProductDto[]> {
    const related = await this.queryBus.execute(new ListProductRecommendationsQuery(id, query.state));
    return related.map(toProductDto);
  }
}

/** Filters that give the same page give the same key (search case and spacing, state case, id case). */
export function productPageKey(filters: ListProductsFilters): string {
  return JSON.stringify([
    filters.category ?? null,
    filters.brandId?.toLowerCase() ?? null,
    filters.featured ?? null,
    filters.search === undefined ? null : containsPattern(filters.search),
    filters.selection ?? null,
    filters.state?.toUpperCase() ?? null,
    filters.limit,
    filters.offset,
  ]);
}
