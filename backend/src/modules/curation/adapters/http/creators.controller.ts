import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
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
  constructor(private readonly queryBus: QueryBus) {}

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
}
