import { BadRequestException, Controller, Get, Param, ParseUUIDPipe, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ErrorDto } from '../../../identity';
import { DEFAULT_PRODUCT_PAGE_SIZE } from '../../domain/product-listing';
import { GetProductQuery } from '../../application/queries/get-product/get-product.query';
import { ListProductRecommendationsQuery } from '../../application/queries/list-product-recommendations/list-product-recommendations.query';
import { ListProductsQuery } from '../../application/queries/list-products/list-products.query';
import { ListProductsQueryDto, StateQueryDto } from './dto/list-products.query.dto';
import { ProductDto, toProductDto } from './dto/product.dto';

export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** Path ids must be UUIDs: anything else is a 400 that says so, never a database error. */
export const productIdPipe = new ParseUUIDPipe({
  exceptionFactory: () => new BadRequestException({ message: 'The product id in the path must be a UUID.', code: 'INVALID_PRODUCT_ID' }),
});

@ApiTags('Catalog')
@Controller()
export class ProductsController {
  constructor(private readonly queryBus: QueryBus) {}

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
  async listProducts(@Query() query: ListProductsQueryDto, @Res({ passthrough: true }) response: Response): Promise<ProductDto[]> {
    const page = await this.queryBus.execute(
      new ListProductsQuery({
        category: query.category,
        brandId: query.brandId,
        featured: query.featured,
        search: query.search,
        state: query.state,
        limit: query.limit ?? DEFAULT_PRODUCT_PAGE_SIZE,
        offset: query.offset ?? 0,
      }),
    );
    response.setHeader(TOTAL_COUNT_HEADER, String(page.total));
    return page.items.map(toProductDto);
  }

  @Get('products/:id')
  @ApiOkResponse({ type: ProductDto })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'The id is not a UUID, or the state is not two letters' })
  @ApiResponse({ status: 404, type: ErrorDto, description: 'No such product' })
  async getProduct(@Param('id', productIdPipe) id: string, @Query() query: StateQueryDto): Promise<ProductDto> {
    return toProductDto(await this.queryBus.execute(new GetProductQuery(id, query.state)));
  }

  @Get('products/:id/recommendations')
  @ApiOperation({ summary: 'Up to 8 related products: same primary category or brand first, never the product itself' })
  @ApiOkResponse({ type: [ProductDto] })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'The id is not a UUID, or the state is not two letters' })
  @ApiResponse({ status: 404, type: ErrorDto, description: 'No such product' })
  async listProductRecommendations(@Param('id', productIdPipe) id: string, @Query() query: StateQueryDto): Promise<ProductDto[]> {
    const related = await this.queryBus.execute(new ListProductRecommendationsQuery(id, query.state));
    return related.map(toProductDto);
  }
}
