import { Controller, Get, Query, Req, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { containsPattern, DEFAULT_PRODUCT_PAGE_SIZE } from '../../domain/product-listing';
import { GetCatalogRevisionQuery } from '../../application/queries/get-catalog-revision/get-catalog-revision.query';
import { GetProductQuery } from '../../application/queries/get-product/get-product.query';
import { ListProductRecommendationsQuery } from '../../application/queries/list-product-recommendations/list-product-recommendations.query';
import { ListProductsFilters, ListProductsQuery } from '../../application/queries/list-products/list-products.query';
import { ListProductsQueryDto, StateQueryDto } from './dto/list-products.query.dto';
import { ProductDto, toProductDto } from './dto/product.dto';
import { sendProductPage, TOTAL_COUNT_HEADER } from './cached-product-page.middleware';
import { ProductPageCache } from './product-page-cache';
import { ErrorDto } from '../../../../shared/infrastructure/http/error.dto';

/** The product id's refusal keeps the answer it had before the shared one (tests and clients read it). */
const ProductIdParam = () => UuidParam('id', 'a product id', { message: 'The product id in the path must be a UUID.', code: 'INVALID_PRODUCT_ID' });

@ApiTags('Catalog')
@Controller()
export class ProductsController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly pages: ProductPageCache,
  ) {}

  @Get('products')
  @ApiOperation({
    summary: 'The catalog, newest first (createdAt desc, then id desc)',
    description: 'Filters combine with AND. The total number of matching products is in the X-Total-Count header.',
  })
  @ApiOkResponse({
    type: [ProductDto],
    headers: { [TOTAL_COUNT_HEADER]: { description: 'Products matching the filters, ignoring limit and offset', schema: { type: 'integer' } } },
  })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'A filter or paging value is malformed or out of range' })
  async listProducts(@Query() query: ListProductsQueryDto, @Req() request: Request, @Res() response: Response): Promise<void> {
    const filters: ListProductsFilters = {
      category: query.category,
      brandId: query.brandId,
      featured: query.featured,
      search: query.search,
      state: query.state,
      limit: query.limit ?? DEFAULT_PRODUCT_PAGE_SIZE,
      offset: query.offset ?? 0,
    };
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
  @ApiOkResponse({ type: ProductDto })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'The id is not a UUID, or the state is not two letters' })
  @ApiResponse({ status: 404, type: ErrorDto, description: 'No such product' })
  async getProduct(@ProductIdParam() id: string, @Query() query: StateQueryDto): Promise<ProductDto> {
    return toProductDto(await this.queryBus.execute(new GetProductQuery(id, query.state)));
  }

  @Get('products/:id/recommendations')
  @ApiOperation({ summary: 'Up to 8 related products: same primary category or brand first, never the product itself' })
  @ApiOkResponse({ type: [ProductDto] })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'The id is not a UUID, or the state is not two letters' })
  @ApiResponse({ status: 404, type: ErrorDto, description: 'No such product' })
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
    filters.state?.toUpperCase() ?? null,
    filters.limit,
    filters.offset,
  ]);
}
