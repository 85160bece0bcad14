import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { centsToDollars } from '../../../../shared/domain/money';
import { Roles, RolesGuard, SignedInGuard } from '../../../identity';
import { GetAdminStatsQuery } from '../../application/queries/get-admin-stats/get-admin-stats.query';
import { ListAdminProductsQuery } from '../../application/queries/list-admin-products/list-admin-products.query';
import { AdminProductPageDto, AdminStatsDto, ListAdminProductsQueryDto } from './dto/admin-overview.dto';
import { ApiRoles } from '../../../../shared/infrastructure/http/api-docs';

/** The admin area's stat cards and Products table. Admins only. */
@ApiTags('Admin')
@ApiRoles('admin')
@Controller('admin')
@UseGuards(SignedInGuard, RolesGuard)
@Roles('admin')
export class AdminOverviewController {
  constructor(private readonly queryBus: QueryBus) {}

  /** Counts for the four stat cards: Total Users, Active Curators, Partner Brands, Total Products. */
  @Get('stats')
  @ApiOperation({
    summary: 'Counts for the admin stat cards',
    description: 'Total Users, Active Curators, Partner Brands and Total Products, counted now. Changes nothing.',
  })
  @ApiOkResponse({ type: AdminStatsDto })
  getAdminStats(): Promise<AdminStatsDto> {
    return this.queryBus.execute(new GetAdminStatsQuery());
  }

  /** A page of the Products table, newest first. */
  @Get('products')
  @ApiOperation({
    summary: 'A page of the admin Products table',
    description:
      'Products newest first with brand, primary category, price and availability (Available, Ship only, Delivery only or Out of stock). Paged by page number: `page` (from 1) of `pageSize` rows (1 to 200, default 50); the answer carries `total`, so the last page is ceil(total / pageSize). Changes nothing.',
  })
  @ApiOkResponse({ type: AdminProductPageDto })
  async listAdminProducts(@Query() query: ListAdminProductsQueryDto): Promise<AdminProductPageDto> {
    const page = await this.queryBus.execute(new ListAdminProductsQuery(query.page ?? 1, query.pageSize ?? 50));
    return {
      items: page.items.map((product) => ({
        id: product.id,
        name: product.name,
        brand: product.brandName,
        category: product.firstCategory,
        price: centsToDollars(product.priceCents),
        availableForDelivery: product.availableForDelivery,
        availability: product.availability,
      })),
      total: page.total,
      page: page.page,
      pageSize: page.pageSize,
    };
  }
}
