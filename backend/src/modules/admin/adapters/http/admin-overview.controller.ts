import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiCookieAuth, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import { centsToDollars } from '../../../../shared/domain/money';
import { Roles, RolesGuard, SignedInGuard } from '../../../identity';
import { GetAdminStatsQuery } from '../../application/queries/get-admin-stats/get-admin-stats.query';
import { ListAdminProductsQuery } from '../../application/queries/list-admin-products/list-admin-products.query';
import { AdminProductPageDto, AdminStatsDto, ListAdminProductsQueryDto } from './dto/admin-overview.dto';
import { ErrorDto } from '../../../../shared/infrastructure/http/error.dto';

/** The admin area's stat cards and Products table (seed 001 §2). Admins only. */
@ApiTags('Admin')
@ApiCookieAuth()
@ApiResponse({ status: 401, type: ErrorDto, description: 'Signed out' })
@ApiResponse({ status: 403, type: ErrorDto, description: 'Not an admin' })
@Controller('admin')
@UseGuards(SignedInGuard, RolesGuard)
@Roles('admin')
export class AdminOverviewController {
  constructor(private readonly queryBus: QueryBus) {}

  /** Counts for the four stat cards: Total Users, Active Curators, Partner Brands, Total Products. */
  @Get('stats')
  @ApiOkResponse({ type: AdminStatsDto })
  getAdminStats(): Promise<AdminStatsDto> {
    return this.queryBus.execute(new GetAdminStatsQuery());
  }

  /** A page of the Products table, newest first. */
  @Get('products')
  @ApiOkResponse({ type: AdminProductPageDto })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'page or pageSize out of range' })
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
      })),
      total: page.total,
      page: page.page,
      pageSize: page.pageSize,
    };
  }
}
