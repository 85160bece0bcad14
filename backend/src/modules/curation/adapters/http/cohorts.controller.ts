import { Controller, Get, Query } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ListCohortsQuery } from '../../application/queries/list-cohorts/list-cohorts.query';
import { CohortDto, ListCohortsQueryDto } from './dto/creators.dto';
import { ErrorDto } from '../../../../shared/infrastructure/http/error.dto';

@ApiTags('Curators')
@Controller()
export class CohortsController {
  constructor(private readonly queryBus: QueryBus) {}

  @Get('cohorts')
  @ApiOperation({ summary: 'Active curated collections (cohorts), by name' })
  @ApiOkResponse({ type: [CohortDto] })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'featured is not true/false' })
  listCohorts(@Query() query: ListCohortsQueryDto): Promise<CohortDto[]> {
    return this.queryBus.execute(new ListCohortsQuery(query.featured));
  }
}
