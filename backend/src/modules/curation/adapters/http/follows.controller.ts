import { Body, Controller, Delete, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCookieAuth, ApiOkResponse, ApiResponse, ApiTags } from '@nestjs/swagger';
import { UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { CurrentUser, SignedInGuard, SignedInUser } from '../../../identity';
import { FollowCreatorCommand } from '../../application/commands/follow-creator/follow-creator.command';
import { UnfollowCreatorCommand } from '../../application/commands/unfollow-creator/unfollow-creator.command';
import { CheckFollowQuery } from '../../application/queries/check-follow/check-follow.query';
import { ListFollowingQuery } from '../../application/queries/list-following/list-following.query';
import { FollowCreatorDto, FollowedCreatorDto, FollowStatusDto } from './dto/follows.dto';
import { ErrorDto } from '../../../../shared/infrastructure/http/error.dto';

const CreatorIdParam = () => UuidParam('creatorId', 'a creator id');

/** Following creators (seed 000 §7); every call answers 401 when signed out. */
@ApiTags('Follows')
@ApiCookieAuth()
@ApiResponse({ status: 401, type: ErrorDto, description: 'Signed out' })
@UseGuards(SignedInGuard)
@Controller()
export class FollowsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  /** Follows a creator; following again changes nothing and answers the same. */
  @Post('follows')
  @HttpCode(200)
  @ApiOkResponse({ type: FollowStatusDto })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'creatorId missing or not a UUID, or it is your own creator page' })
  @ApiResponse({ status: 404, type: ErrorDto, description: 'No such creator' })
  followCreator(@CurrentUser() user: SignedInUser, @Body() body: FollowCreatorDto): Promise<FollowStatusDto> {
    return this.commandBus.execute(new FollowCreatorCommand(user.id, body.creatorId));
  }

  /** Stops following a creator (also 200 when not following). */
  @Delete('follows/:creatorId')
  @ApiOkResponse({ type: FollowStatusDto })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'creatorId is not a UUID' })
  @ApiResponse({ status: 404, type: ErrorDto, description: 'No such creator' })
  unfollowCreator(@CurrentUser() user: SignedInUser, @CreatorIdParam() creatorId: string): Promise<FollowStatusDto> {
    return this.commandBus.execute(new UnfollowCreatorCommand(user.id, creatorId));
  }

  @Get('follows/check/:creatorId')
  @ApiOkResponse({ type: FollowStatusDto })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'creatorId is not a UUID' })
  @ApiResponse({ status: 404, type: ErrorDto, description: 'No such creator' })
  checkFollow(@CurrentUser() user: SignedInUser, @CreatorIdParam() creatorId: string): Promise<FollowStatusDto> {
    return this.queryBus.execute(new CheckFollowQuery(user.id, creatorId));
  }

  /** The creators the shopper follows, most recently followed first. */
  @Get('user/following')
  @ApiOkResponse({ type: FollowedCreatorDto, isArray: true })
  listFollowing(@CurrentUser() user: SignedInUser): Promise<FollowedCreatorDto[]> {
    return this.queryBus.execute(new ListFollowingQuery(user.id));
  }
}
