import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { centsToDollars } from '../../../../shared/domain/money';
import { ApiDomainErrors, ApiRoles } from '../../../../shared/infrastructure/http/api-docs';
import { validationFailure } from '../../../../shared/infrastructure/http/validation.pipe';
import { BrandOfAccountNotFoundError } from '../../domain/brand-campaigns.errors';
import { CurrentUser, Roles, RolesGuard, SignedInGuard, SignedInUser } from '../../../identity';
import { DiscoverCreatorsQuery } from '../../application/queries/discover-creators/discover-creators.query';
import { DiscoverCreatorsQueryDto, DiscoveredCreatorDto } from './dto/brand-campaigns.dto';

@ApiTags('Brands')
@Controller('brands/creators')
@UseGuards(SignedInGuard, RolesGuard)
@Roles('brand')
@ApiRoles('brand')
export class BrandCreatorsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({
    summary: 'Discover creators',
    description:
      'The top 5 creators for your brand by the discovery score over creator_metrics (real 30-day attributed sales, orders and conversion, kept by the metrics job) and followers: ' +
      '50 × sales / best sales + 30 × conversion / best conversion + 20 × log(1 + followers) / log(1 + most followers), relative to the creators passing the filters. ' +
      'Filters apply on the server: minFollowers, categories (any of them, matched against the categories of the products a creator endorses) and minConversionRate (percent). Changes nothing.',
  })
  @ApiOkResponse({ type: DiscoveredCreatorDto, isArray: true })
  @ApiDomainErrors(validationFailure(DiscoverCreatorsQueryDto, { minFollowers: '-1' }), new BrandOfAccountNotFoundError())
  async discoverCreators(@CurrentUser() user: SignedInUser, @Query() query: DiscoverCreatorsQueryDto): Promise<DiscoveredCreatorDto[]> {
    const creators = await this.queryBus.execute(
      new DiscoverCreatorsQuery({ userId: user.id, role: user.role }, { minFollowers: query.minFollowers, categories: query.categories, minConversionRate: query.minConversionRate }),
    );
    return creators.map(({ metrics, ...creator }) => ({
      ...creator,
      metrics: { followerCount: metrics.followerCount, conversionRate30d: metrics.conversionRate30d, totalSales30d: centsToDollars(metrics.totalSales30dCents), totalOrders30d: metrics.totalOrders30d },
    }));
  }
}
