import { Controller, Get, Query, UseGuards } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiSignedIn } from '../../../../shared/infrastructure/http/api-docs';
import { CurrentUser, SignedInGuard, SignedInUser } from '../../../identity';
import { GetUserActivityQuery } from '../../application/queries/get-user-activity/get-user-activity.query';
import { DEFAULT_ACTIVITY_PAGE_SIZE, UserActivityPageDto, UserActivityQueryDto } from './dto/user-activity.dto';

/** The profile's Activity tab: what the signed-in user did and what happened to it, newest first. */
@ApiTags('Profile')
@Controller('user/activity')
@UseGuards(SignedInGuard)
export class UserActivityController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get()
  @ApiOperation({
    summary: 'Your own recent activity',
    description:
      'The signed-in user\'s own activity, newest first and paged: orders placed and every move of their shipments, favorite products and brands, follows, collections created, ' +
      'gift offers brands sent to your curator pages and, for curators, commission ledger rows and payouts. Each line links to where it happened ' +
      '(/orders/{id}, /products/{id}, /brand/{id}, /creator/{handle}, a collection, /dashboard). Only ever your own.',
  })
  @ApiSignedIn()
  @ApiOkResponse({ type: UserActivityPageDto })
  async getActivity(@CurrentUser() user: SignedInUser, @Query() query: UserActivityQueryDto): Promise<UserActivityPageDto> {
    const activity = await this.queryBus.execute(new GetUserActivityQuery(user.id, query.page ?? 1, query.pageSize ?? DEFAULT_ACTIVITY_PAGE_SIZE));
    return { ...activity, items: activity.items.map((item) => ({ ...item, occurredAt: item.occurredAt.toISOString() })) };
  }
}
