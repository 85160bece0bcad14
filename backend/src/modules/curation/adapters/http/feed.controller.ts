import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OptionalUser, SignedInUser } from '../../../identity';
import { DEFAULT_FEED_PAGE_SIZE } from '../../domain/feed';
import { GetFeedQuery } from '../../application/queries/get-feed/get-feed.query';
import { EndorsementDto, FeedQueryDto } from './dto/creators.dto';
import { toFeedProductDto } from './dto/feed-product.dto';

@ApiTags('Curators')
@Controller()
export class FeedController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('feed')
  @ApiOperation({
    summary: 'Creator endorsements feed',
    description:
      'Endorsements (a creator\'s review and rating of a product), the first `limit` of the tab. latest: newest first. popular: by how many shoppers favorited the product in the last 30 days, then the endorsement rating, then newest. ' +
      'for-you: from the creators the signed-in shopper follows, newest first; an empty list when signed out. Anyone may call it; a session only personalises for-you. Changes nothing.',
  })
  @ApiOkResponse({ type: [EndorsementDto] })
  async getFeed(@Query() query: FeedQueryDto, @OptionalUser() user: SignedInUser | null): Promise<EndorsementDto[]> {
    const items = await this.queryBus.execute(
      new GetFeedQuery(query.tab ?? 'latest', query.limit ?? DEFAULT_FEED_PAGE_SIZE, query.creatorId, user?.id ?? null),
    );
    return items.map((item) => ({ ...item, product: toFeedProductDto(item.product) }));
  }
}
