import { Controller, Get, Next, NotFoundException, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { NextFunction, Response } from 'express';
import { isUuid } from '../../../../shared/domain/uuid';
import { GetBrandQuery } from '../../application/queries/get-brand/get-brand.query';
import { ListBrandsQuery } from '../../application/queries/list-brands/list-brands.query';
import { BrandDto, ListBrandsQueryDto, toBrandDto } from './dto/brand.dto';
import { ApiDomainErrors, EXAMPLE_IDS } from '../../../../shared/infrastructure/http/api-docs';
import { BrandNotFoundError } from '../../domain/catalog.errors';

@ApiTags('Catalog')
@Controller()
export class BrandsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('brands')
  @ApiOperation({
    summary: 'All brands',
    description: 'Every brand by name, with its product count, how many creators recommend it and up to 3 product thumbnails; `filter` narrows to one tag or origin. Not paged (the list is short). Changes nothing.',
  })
  @ApiOkResponse({ type: [BrandDto] })
  async listBrands(@Query() query: ListBrandsQueryDto): Promise<BrandDto[]> {
    const brands = await this.queryBus.execute(new ListBrandsQuery(query.filter));
    return brands.map(toBrandDto);
  }

  /**
   * One brand (its products come from GET /api/products?brandId=, paged). Only UUIDs are brand ids:
   * other words after /api/brands/ (the brand dashboard's /api/brands/profile, /campaigns, ...)
   * are passed on to the routes that serve them, and are a 404 when none does.
   */
  @Get('brands/:id')
  @ApiOperation({
    summary: 'One brand',
    description: 'One brand with its story, tags and thumbnails; list its products with GET /api/products?brandId={id} (paged). A path that is not a UUID is not a brand: 404. Changes nothing.',
  })
  @ApiParam({ name: 'id', format: 'uuid', description: 'The brand id', example: EXAMPLE_IDS.brand })
  @ApiOkResponse({ type: BrandDto })
  // The second example is Nest's own answer for a path no route serves (its router words it so).
  @ApiDomainErrors(new BrandNotFoundError(EXAMPLE_IDS.brand), new NotFoundException('Cannot GET /api/brands/profile'))
  async getBrand(@Param('id') id: string, @Res() response: Response, @Next() next: NextFunction): Promise<void> {
    if (!isUuid(id)) return next();
    const brand = await this.queryBus.execute(new GetBrandQuery(id));
    response.json(toBrandDto(brand));
  }
}
