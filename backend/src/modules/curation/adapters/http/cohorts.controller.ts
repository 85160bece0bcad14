import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ListCohortsQuery } from '../../application/queries/list-cohorts/list-cohorts.query';
import { CohortDto, ListCohortsQueryDto } from './dto/creators.dto';

@ApiTags('Curators')
@Controller()
export class CohortsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('cohorts')
  @ApiOperation({
    summary: 'Curated collections',
    description: 'Active cohorts (curated collections of creators) by name, optionally only the featured ones. Not paged (the list is short). Changes nothing.',
  })
  @ApiOkResponse({ type: [CohortDto] })
  listCohorts(@Query() query: ListCohortsQueryDto): Promise<CohortDto[]> {
    return this.queryBus.execute(new ListCohortsQuery(query.featured));
  }
}
