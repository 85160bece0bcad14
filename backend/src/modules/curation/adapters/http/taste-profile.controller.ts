import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { centsToDollars } from '../../../../shared/domain/money';
import { ApiErrors, ApiSignedIn } from '../../../../shared/infrastructure/http/api-docs';
import { CurrentUser, SignedInGuard, SignedInUser } from '../../../identity';
import { GetTasteInsightsQuery } from '../../application/queries/get-taste-insights/get-taste-insights.query';
import { GetTasteRecommendationsQuery } from '../../application/queries/get-taste-recommendations/get-taste-recommendations.query';
import { HEARTS_FOR_COMPLETE_PROFILE, HEARTS_FOR_RECOMMENDATIONS } from '../../domain/taste-profile';
import { RecommendationsDto, RecommendationsQueryDto, TasteInsightsDto } from './dto/taste-profile.dto';

/** The taste profile: recommendations and insights from the products you hearted. */
@ApiTags('Taste profile')
@ApiSignedIn()
@UseGuards(SignedInGuard)
@Controller('user')
export class TasteProfileController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('recommendations')
  @ApiOperation({
    summary: 'Products recommended from your hearts',
    description:
      'Scores catalog products against the products you hearted: shared categories (3 points per hearted product), brand (2), tags (1), and your price band (2 inside, 1 near); never a product you hearted. ' +
      'With state, products that can reach it come first and each says whether it is available there. Each carries its reason. ' +
      'Under 5 hearts the list is empty and message says how many more are needed (not an error). Changes nothing.',
  })
  @ApiOkResponse({ type: RecommendationsDto })
  @ApiErrors({ 400: ['VALIDATION_FAILED'] })
  async recommendations(@CurrentUser() user: SignedInUser, @Query() query: RecommendationsQueryDto): Promise<RecommendationsDto> {
    const result = await this.queryBus.execute(new GetTasteRecommendationsQuery(user.id, query.state));
    return {
      heartCount: result.heartCount,
      minimumHearts: HEARTS_FOR_RECOMMENDATIONS,
      message: result.message,
      recommendations: result.recommendations.map(({ product, reason, score, availableInState }) => ({
        product: { id: product.id, name: product.name, brand: { id: product.brandId, name: product.brandName }, price: centsToDollars(product.priceCents), image: product.image, categories: product.categories, abv: product.abv },
        reason,
        score,
        availableInState,
      })),
    };
  }

  @Get('taste-insights')
  @ApiOperation({
    summary: 'Your taste insights',
    description: 'Computed over your hearted products: how complete the profile is (25 hearts is complete), top categories, favourite brands, price band (25th–75th percentile) and ABV range. Changes nothing.',
  })
  @ApiOkResponse({ type: TasteInsightsDto })
  async insights(@CurrentUser() user: SignedInUser): Promise<TasteInsightsDto> {
    const insights = await this.queryBus.execute(new GetTasteInsightsQuery(user.id));
    return {
      heartCount: insights.heartCount,
      completeAt: HEARTS_FOR_COMPLETE_PROFILE,
      percentComplete: Math.min(100, Math.floor((insights.heartCount / HEARTS_FOR_COMPLETE_PROFILE) * 100)),
      topCategories: insights.topCategories,
      favoriteBrands: insights.favoriteBrands.map((brand) => ({ id: brand.brandId, name: brand.name, count: brand.count })),
      priceBand: insights.priceBand ? { min: centsToDollars(insights.priceBand.minCents), max: centsToDollars(insights.priceBand.maxCents) } : null,
      abvRange: insights.abvRange ? { lowest: insights.abvRange.min, highest: insights.abvRange.max } : null,
    };
  }
}
