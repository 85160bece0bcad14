import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { centsToDollars } from '../../../../shared/domain/money';
import { ApiErrors, ApiRoles } from '../../../../shared/infrastructure/http/api-docs';
import { BRAND_ACCOUNTS, BrandAccounts } from '../../../catalog';
import { CurrentUser, Roles, RolesGuard, SignedInGuard, SignedInUser } from '../../../identity';
import { BrandOfCaller } from '../../application/brand-of-caller';
import { GetBrandMetricsQuery } from '../../application/queries/get-brand-metrics/get-brand-metrics.query';
import { DEFAULT_METRICS_DAYS, type BrandWindowFigures } from '../../domain/brand-metrics';
import { BrandIdQueryDto, BrandMetricsDto, BrandMetricsQueryDto, BrandProductDto, BrandProfileDto, BrandWindowFiguresDto } from './dto/brand-campaigns.dto';

const NO_BRAND = { 404: { BRAND_NOT_FOUND: 'Your account has no brand yet. Register a brand at /brand-register.' } } as const;

function toWindowDto(figures: { from: Date; to: Date } & BrandWindowFigures): BrandWindowFiguresDto {
  return {
    from: figures.from,
    to: figures.to,
    partnerships: figures.partnerships,
    revenue: centsToDollars(figures.revenueCents),
    orders: figures.orders,
    averageOrderValue: centsToDollars(figures.averageOrderValueCents),
    conversionRate: figures.conversionRate,
    roas: figures.roas,
  };
}

/** The brand dashboard's reads: figures, the brand's products and its profile. Brand accounts read their own; admins any with ?brandId=. */
@ApiTags('Brands')
@Controller('brands')
@UseGuards(SignedInGuard, RolesGuard)
@Roles('brand', 'admin')
@ApiRoles('brand', 'admin')
export class BrandDashboardController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly brandOfCaller: BrandOfCaller,
    @Inject(BRAND_ACCOUNTS) private readonly brands: BrandAccounts,
  ) {}

  @Get('metrics')
  @ApiOperation({
    summary: "Your brand's dashboard figures",
    description:
      'Partnerships (gift offers accepted and affiliate enrollments approved), revenue (paid order lines of your products, refunds excluded), orders, average order, conversion (orders per 100 clicks on your products through creator links) and ROAS (attributed revenue ÷ spend on accepted gifts; null when nothing was spent), ' +
      'for the last `days` days and the same span before. A brand without sales gets zeros. Admins read any brand with ?brandId=. Changes nothing.',
  })
  @ApiOkResponse({ type: BrandMetricsDto })
  @ApiErrors({ 400: { VALIDATION_FAILED: 'days must be a whole number from 1 to 365' }, ...NO_BRAND })
  async getBrandMetrics(@CurrentUser() user: SignedInUser, @Query() query: BrandMetricsQueryDto): Promise<BrandMetricsDto> {
    const metrics = await this.queryBus.execute(new GetBrandMetricsQuery({ userId: user.id, role: user.role }, query.days ?? DEFAULT_METRICS_DAYS, query.brandId ?? null));
    return { brandId: metrics.brandId, days: metrics.days, window: toWindowDto(metrics.window), previous: toWindowDto(metrics.previous) };
  }

  @Get('products')
  @ApiOperation({ summary: "Your brand's products", description: "Every product of your brand, newest first, available or not (gift offers need an available one). Admins read any brand's with ?brandId=. Not paged. Changes nothing." })
  @ApiOkResponse({ type: BrandProductDto, isArray: true })
  @ApiErrors({ 400: ['VALIDATION_FAILED'], ...NO_BRAND })
  async listBrandProducts(@CurrentUser() user: SignedInUser, @Query() query: BrandIdQueryDto): Promise<BrandProductDto[]> {
    const brand = await this.brandOfCaller.resolve({ userId: user.id, role: user.role }, query.brandId);
    return (await this.brands.listProducts(brand.id)).map((product) => ({
      id: product.id,
      name: product.name,
      image: product.image,
      price: centsToDollars(product.priceCents),
      categories: product.categories,
      available: product.available,
    }));
  }

  @Get('profile')
  @ApiOperation({ summary: "Your brand's profile", description: "Name, website, description and logo of your brand (the Settings tab). Admins read any brand's with ?brandId=. Changes nothing." })
  @ApiOkResponse({ type: BrandProfileDto })
  @ApiErrors({ 400: ['VALIDATION_FAILED'], ...NO_BRAND })
  async getBrandProfile(@CurrentUser() user: SignedInUser, @Query() query: BrandIdQueryDto): Promise<BrandProfileDto> {
    const brand = await this.brandOfCaller.resolve({ userId: user.id, role: user.role }, query.brandId);
    return { id: brand.id, name: brand.name, website: brand.website, description: brand.description, logo: brand.logo };
  }
}
