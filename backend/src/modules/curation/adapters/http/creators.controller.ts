import { Controller, Get, Param, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { DEFAULT_CREATOR_PAGE_SIZE } from '../../domain/feed';
import { GetCreatorByHandleQuery } from '../../application/queries/get-creator-by-handle/get-creator-by-handle.query';
import { ListCreatorCollectionsQuery } from '../../application/queries/list-creator-collections/list-creator-collections.query';
import { ListCreatorsQuery } from '../../application/queries/list-creators/list-creators.query';
import { CreatorCollectionDto, CreatorDto, ListCreatorsQueryDto } from './dto/creators.dto';
import { ApiErrors } from '../../../../shared/infrastructure/http/api-docs';

@ApiTags('Curators')
@Controller()
export class CreatorsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('creators')
  @ApiOperation({
    summary: 'Creators',
    description: 'Creators most followed first (then by handle), the first `limit` of them, optionally only the featured ones. Changes nothing.',
  })
  @ApiOkResponse({ type: [CreatorDto] })
  listCreators(@Query() query: ListCreatorsQueryDto): Promise<CreatorDto[]> {
    return this.queryBus.execute(new ListCreatorsQuery(query.limit ?? DEFAULT_CREATOR_PAGE_SIZE, query.featured));
  }

  @Get('creators/:handle')
  @ApiOperation({ summary: 'One creator by handle', description: "A creator's public profile, found by handle in any letter case (the handle is utm_source in their links). Changes nothing." })
  @ApiParam({ name: 'handle', description: "The creator's handle, without @", example: 'mayapours' })
  @ApiOkResponse({ type: CreatorDto })
  @ApiErrors({ 404: { CREATOR_NOT_FOUND: 'No creator is known as mayapourz.' } })
  getCreatorByHandle(@Param('handle') handle: string): Promise<CreatorDto> {
    return this.queryBus.execute(new GetCreatorByHandleQuery(handle));
  }

  @Get('creator/:creatorId/collections')
  @ApiOperation({ summary: "A creator's collections", description: "A creator's collections of products, oldest first, with the ids of their products still in the catalog. Changes nothing." })
  @ApiOkResponse({ type: [CreatorCollectionDto] })
  @ApiErrors({ 400: ['MALFORMED_ID'], 404: { CREATOR_NOT_FOUND: 'No creator is known as 9b2d4f6a-1c3e-4a5b-8c7d-6e5f4a3b2c1d.' } })
  listCreatorCollections(@UuidParam('creatorId', 'a creator id') creatorId: string): Promise<CreatorCollectionDto[]> {
    return this.queryBus.execute(new ListCreatorCollectionsQuery(creatorId));
  }
}
