import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { validationFailure } from '../../../../shared/infrastructure/http/validation.pipe';
import { ApiDomainErrors } from '../../../../shared/infrastructure/http/api-docs';
import { SearchShopQuery } from '../../application/queries/search-shop/search-shop.query';
import { GetShopFiguresQuery } from '../../application/queries/get-shop-figures/get-shop-figures.query';
import { ShopFiguresDto, ShopSearchDto, ShopSearchQueryDto, toShopSearchDto } from './dto/shop-search.dto';

@ApiTags('Catalog')
@Controller()
export class ShopSearchController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('search')
  @ApiOperation({
    summary: 'Search products, brands and curators',
    description:
      "The header search's instant results: up to 5 products (ranked as GET /api/products?search=), 5 brands and 5 curators. " +
      'The full product list is GET /api/products?search=. Changes nothing.',
  })
  @ApiOkResponse({ type: ShopSearchDto })
  @ApiDomainErrors(validationFailure(ShopSearchQueryDto, { q: 'g' }))
  async search(@Query() query: ShopSearchQueryDto): Promise<ShopSearchDto> {
    return toShopSearchDto(await this.queryBus.execute(new SearchShopQuery(query.q)));
  }

  @Get('shop-figures')
  @ApiOperation({ summary: 'How big the shop is', description: "Counts of curators, brands and products, for the home page's figures. Changes nothing." })
  @ApiOkResponse({ type: ShopFiguresDto })
  figures(): Promise<ShopFiguresDto> {
    return this.queryBus.execute(new GetShopFiguresQuery());
  }
}
