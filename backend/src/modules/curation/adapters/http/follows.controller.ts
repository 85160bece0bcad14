import { Body, Controller, Delete, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { CurrentUser, SignedInGuard, SignedInUser } from '../../../identity';
import { FollowCreatorCommand } from '../../application/commands/follow-creator/follow-creator.command';
import { UnfollowCreatorCommand } from '../../application/commands/unfollow-creator/unfollow-creator.command';
import { CheckFollowQuery } from '../../application/queries/check-follow/check-follow.query';
import { ListFollowingQuery } from '../../application/queries/list-following/list-following.query';
import { FollowCreatorDto, FollowedCreatorDto, FollowStatusDto } from './dto/follows.dto';
import { ApiDomainErrors, ApiErrors, ApiSignedIn } from '../../../../shared/infrastructure/http/api-docs';
import { CannotFollowOwnCreatorPageError, FollowedCreatorNotFoundError } from '../../domain/favorites-and-follows.errors';

const CreatorIdParam = () => UuidParam('creatorId', 'a creator id');

/** Following creators; every call answers 401 when signed out. */
@ApiTags('Follows')
@ApiSignedIn()
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
  @ApiOperation({ summary: 'Follow a creator', description: "Adds the creator to the ones you follow; their endorsements then appear in the feed's for-you tab. Idempotent: following again changes nothing and answers the same." })
  @ApiOkResponse({ type: FollowStatusDto })
  @ApiDomainErrors(new CannotFollowOwnCreatorPageError(), new FollowedCreatorNotFoundError())
  followCreator(@CurrentUser() user: SignedInUser, @Body() body: FollowCreatorDto): Promise<FollowStatusDto> {
    return this.commandBus.execute(new FollowCreatorCommand(user.id, body.creatorId));
  }

  /** Stops following a creator (also 200 when not following). */
  @Delete('follows/:creatorId')
  @ApiOperation({ summary: 'Stop following a creator', description: 'Removes the creator from the ones you follow. Idempotent: also 200 when you did not follow them.' })
  @ApiOkResponse({ type: FollowStatusDto })
  @ApiErrors({ 400: ['MALFORMED_ID'] })
  @ApiDomainErrors(new FollowedCreatorNotFoundError())
  unfollowCreator(@CurrentUser() user: SignedInUser, @CreatorIdParam() creatorId: string): Promise<FollowStatusDto> {
    return this.commandBus.execute(new UnfollowCreatorCommand(user.id, creatorId));
  }

  @Get('follows/check/:creatorId')
  @ApiOperation({ summary: 'Whether you follow a creator', description: "Whether you follow the creator, and the creator's follower count. Changes nothing." })
  @ApiOkResponse({ type: FollowStatusDto })
  @ApiErrors({ 400: ['MALFORMED_ID'] })
  @ApiDomainErrors(new FollowedCreatorNotFoundError())
  checkFollow(@CurrentUser() user: SignedInUser, @CreatorIdParam() creatorId: string): Promise<FollowStatusDto> {
    return this.queryBus.execute(new CheckFollowQuery(user.id, creatorId));
  }

  /** The creators the shopper follows, most recently followed first. */
  @Get('user/following')
  @ApiOperation({ summary: 'Creators you follow', description: 'The creators you follow, most recently followed first. Not paged. Changes nothing.' })
  @ApiOkResponse({ type: FollowedCreatorDto, isArray: true })
  listFollowing(@CurrentUser() user: SignedInUser): Promise<FollowedCreatorDto[]> {
    return this.queryBus.execute(new ListFollowingQuery(user.id));
  }
}
