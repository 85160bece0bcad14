import { Controller, Get, Next, Param, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import type { NextFunction, Response } from 'express';
import { isUuid } from '../../../../shared/domain/uuid';
import { GetBrandQuery } from '../../application/queries/get-brand/get-brand.query';
import { ListBrandsQuery } from '../../application/queries/list-brands/list-brands.query';
import { BrandDto, ListBrandsQueryDto, toBrandDto } from './dto/brand.dto';
import { ErrorDto } from '../../../../shared/infrastructure/http/error.dto';

@ApiTags('Catalog')
@Controller()
export class BrandsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('brands')
  @ApiOperation({ summary: 'Every brand, by name, with product count, creator recommendations and up to 3 product thumbnails' })
  @ApiOkResponse({ type: [BrandDto] })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'Unknown filter' })
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
  @ApiOperation({ summary: 'One brand; list its products with GET /api/products?brandId={id}' })
  @ApiOkResponse({ type: BrandDto })
  @ApiResponse({ status: 404, type: ErrorDto, description: 'No such brand' })
  async getBrand(@Param('id') id: string, @Res() response: Response, @Next() next: NextFunction): Promise<void> {
    if (!isUuid(id)) return next();
    const brand = await this.queryBus.execute(new GetBrandQuery(id));
    response.json(toBrandDto(brand));
  }
}
