import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { OptionalUser, SignedInUser } from '../../../identity';
import { DEFAULT_FEED_PAGE_SIZE } from '../../domain/feed';
import { GetFeedQuery } from '../../application/queries/get-feed/get-feed.query';
import { EndorsementDto, FeedQueryDto } from './dto/creators.dto';
import { toFeedProductDto } from './dto/feed-product.dto';
import { ErrorDto } from '../../../../shared/infrastructure/http/error.dto';

@ApiTags('Curators')
@Controller()
export class FeedController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('feed')
  @ApiOperation({
    summary: 'Creator endorsements',
    description:
      'latest: newest first. popular: by how many shoppers favorited the product in the last 30 days, then the endorsement rating, then newest. ' +
      'for-you: from the creators the signed-in shopper follows, newest first; an empty list when signed out.',
  })
  @ApiOkResponse({ type: [EndorsementDto] })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'Unknown tab, limit out of range or malformed creatorId' })
  async getFeed(@Query() query: FeedQueryDto, @OptionalUser() user: SignedInUser | null): Promise<EndorsementDto[]> {
    const items = await this.queryBus.execute(
      new GetFeedQuery(query.tab ?? 'latest', query.limit ?? DEFAULT_FEED_PAGE_SIZE, query.creatorId, user?.id ?? null),
    );
    return items.map((item) => ({ ...item, product: toFeedProductDto(item.product) }));
  }
}
