import { ApiCookieAuth } from '@nestjs/swagger';
import { CurrentUser, Roles, RolesGuard, SignedInGuard, SignedInUser } from '../../../identity';
import { SetFeaturedCommand } from '../../application/commands/set-featured/set-featured.command';
import { FeaturedStateDto, SetFeaturedDto } from './dto/creators.dto';
import { Body, Controller, Get, Put, UseGuards, Param, Query } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { DEFAULT_CREATOR_PAGE_SIZE } from '../../domain/feed';
import { GetCreatorByHandleQuery } from '../../application/queries/get-creator-by-handle/get-creator-by-handle.query';
import { ListCreatorCollectionsQuery } from '../../application/queries/list-creator-collections/list-creator-collections.query';
import { ListCreatorsQuery } from '../../application/queries/list-creators/list-creators.query';
import { CreatorCollectionDto, CreatorDto, ListCreatorsQueryDto } from './dto/creators.dto';
import { ErrorDto } from '../../../../shared/infrastructure/http/error.dto';

@ApiTags('Curators')
@Controller()
export class CreatorsController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  @Get('creators')
  @ApiOperation({ summary: 'Creators, most followed first (then by handle)' })
  @ApiOkResponse({ type: [CreatorDto] })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'featured is not true/false, or limit is out of range' })
  listCreators(@Query() query: ListCreatorsQueryDto): Promise<CreatorDto[]> {
    return this.queryBus.execute(new ListCreatorsQuery(query.limit ?? DEFAULT_CREATOR_PAGE_SIZE, query.featured));
  }

  @Get('creators/:handle')
  @ApiOperation({ summary: 'One creator by handle (case-insensitive)' })
  @ApiOkResponse({ type: CreatorDto })
  @ApiResponse({ status: 404, type: ErrorDto, description: 'No creator has this handle' })
  getCreatorByHandle(@Param('handle') handle: string): Promise<CreatorDto> {
    return this.queryBus.execute(new GetCreatorByHandleQuery(handle));
  }

  @Get('creator/:creatorId/collections')
  @ApiOperation({ summary: "A creator's collections, oldest first" })
  @ApiOkResponse({ type: [CreatorCollectionDto] })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'creatorId is not a UUID' })
  @ApiResponse({ status: 404, type: ErrorDto, description: 'No such creator' })
  listCreatorCollections(@UuidParam('creatorId', 'a creator id') creatorId: string): Promise<CreatorCollectionDto[]> {
    return this.queryBus.execute(new ListCreatorCollectionsQuery(creatorId));
  }

  @Put('creators/:id/featured')
  @UseGuards(SignedInGuard, RolesGuard)
  @Roles('admin')
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Feature a creator on the home page, or stop featuring it (admin)', description: 'Writes one audit_log row in the same transaction.' })
  @ApiOkResponse({ type: FeaturedStateDto })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'id is not a UUID, or featured is not a boolean' })
  @ApiResponse({ status: 401, type: ErrorDto, description: 'Signed out' })
  @ApiResponse({ status: 403, type: ErrorDto, description: 'Not an admin' })
  @ApiResponse({ status: 404, type: ErrorDto, description: 'No creator has this id' })
  setCreatorFeatured(@UuidParam('id', 'a creator id') id: string, @Body() body: SetFeaturedDto, @CurrentUser() user: SignedInUser): Promise<FeaturedStateDto> {
    return this.commandBus.execute(new SetFeaturedCommand('creator', id, body.featured, user.id));
  }
}
