import { Body, Controller, Get, Inject, Patch, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { centsToDollars } from '../../../../shared/domain/money';
import { ApiDomainErrors, ApiErrors, ApiRoles } from '../../../../shared/infrastructure/http/api-docs';
import { validationFailure } from '../../../../shared/infrastructure/http/validation.pipe';
import { BRAND_ACCOUNTS, BrandAccounts, BrandNameTakenError } from '../../../catalog';
import { BrandLogoNotOwnUploadError, BrandOfAccountNotFoundError } from '../../domain/brand-campaigns.errors';
import { CurrentUser, Roles, RolesGuard, SignedInGuard, SignedInUser } from '../../../identity';
import { BrandOfCaller } from '../../application/brand-of-caller';
import { UpdateBrandProfileCommand } from '../../application/commands/update-brand-profile/update-brand-profile.command';
import { GetBrandAnalyticsQuery } from '../../application/queries/get-brand-analytics/get-brand-analytics.query';
import { GetBrandMetricsQuery } from '../../application/queries/get-brand-metrics/get-brand-metrics.query';
import { DEFAULT_METRICS_DAYS, type BrandWindowFigures } from '../../domain/brand-metrics';
import { BrandAnalyticsDto, BrandIdQueryDto, BrandMetricsDto, BrandMetricsQueryDto, BrandProductDto, BrandProfileDto, BrandWindowFiguresDto, UpdateBrandProfileDto } from './dto/brand-campaigns.dto';

const NO_BRAND = new BrandOfAccountNotFoundError();
const BAD_WINDOW = validationFailure(BrandMetricsQueryDto, { days: '0' });

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
    private readonly commandBus: CommandBus,
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
  @ApiDomainErrors(BAD_WINDOW, NO_BRAND)
  async getBrandMetrics(@CurrentUser() user: SignedInUser, @Query() query: BrandMetricsQueryDto): Promise<BrandMetricsDto> {
    const metrics = await this.queryBus.execute(new GetBrandMetricsQuery({ userId: user.id, role: user.role }, query.days ?? DEFAULT_METRICS_DAYS, query.brandId ?? null));
    return { brandId: metrics.brandId, days: metrics.days, window: toWindowDto(metrics.window), previous: toWindowDto(metrics.previous) };
  }

  @Get('analytics')
  @ApiOperation({
    summary: "Your brand's analytics",
    description: 'Revenue and orders per UTC day (paid order lines of your products, refunds excluded), the top 5 products by revenue and the top 5 creators by attributed revenue, over the last `days` days. Admins read any brand with ?brandId=. Changes nothing.',
  })
  @ApiOkResponse({ type: BrandAnalyticsDto })
  @ApiDomainErrors(BAD_WINDOW, NO_BRAND)
  async getBrandAnalytics(@CurrentUser() user: SignedInUser, @Query() query: BrandMetricsQueryDto): Promise<BrandAnalyticsDto> {
    const analytics = await this.queryBus.execute(new GetBrandAnalyticsQuery({ userId: user.id, role: user.role }, query.days ?? DEFAULT_METRICS_DAYS, query.brandId ?? null));
    return {
      days: analytics.days,
      daily: analytics.daily.map((day) => ({ date: day.date, revenue: centsToDollars(day.revenueCents), orders: day.orders })),
      topProducts: analytics.topProducts.map((product) => ({ productId: product.productId, name: product.name, revenue: centsToDollars(product.revenueCents), orders: product.orders })),
      topCreators: analytics.topCreators.map((creator) => ({ creatorId: creator.creatorId, handle: creator.handle, attributedRevenue: centsToDollars(creator.attributedRevenueCents), orders: creator.orders })),
    };
  }

  @Get('products')
  @ApiOperation({ summary: "Your brand's products", description: "Every product of your brand, newest first, available or not (gift offers need an available one). Admins read any brand's with ?brandId=. Not paged. Changes nothing." })
  @ApiOkResponse({ type: BrandProductDto, isArray: true })
  @ApiErrors({ 400: ['VALIDATION_FAILED'] })
  @ApiDomainErrors(NO_BRAND)
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
  @ApiErrors({ 400: ['VALIDATION_FAILED'] })
  @ApiDomainErrors(NO_BRAND)
  async getBrandProfile(@CurrentUser() user: SignedInUser, @Query() query: BrandIdQueryDto): Promise<BrandProfileDto> {
    const brand = await this.brandOfCaller.resolve({ userId: user.id, role: user.role }, query.brandId);
    return { id: brand.id, name: brand.name, website: brand.website, description: brand.description, logo: brand.logo };
  }

  @Patch('profile')
  @Roles('brand')
  @ApiRoles('brand')
  @ApiOperation({
    summary: "Edit your brand's profile",
    description:
      'Changes the fields sent: name (unique in any letter case), website, description, logo (the objectPath of an image you uploaded with POST /api/objects/upload). null or empty clears website, description or logo. Idempotent.',
  })
  @ApiOkResponse({ type: BrandProfileDto })
  @ApiDomainErrors(validationFailure(UpdateBrandProfileDto, { website: 'ember-oak' }), new BrandLogoNotOwnUploadError(), NO_BRAND, new BrandNameTakenError('Highland Spirits'))
  async updateBrandProfile(@CurrentUser() user: SignedInUser, @Body() body: UpdateBrandProfileDto): Promise<BrandProfileDto> {
    const brand = await this.commandBus.execute(new UpdateBrandProfileCommand({ userId: user.id, role: user.role }, { name: body.name, website: body.website, description: body.description, logo: body.logo }));
    return { id: brand.id, name: brand.name, website: brand.website, description: brand.description, logo: brand.logo };
  }
}
