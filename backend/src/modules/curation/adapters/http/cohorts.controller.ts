import { Body, Controller, Get, Put, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ErrorDto } from '../../../../shared/infrastructure/http/error.dto';
import { UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { CurrentUser, Roles, RolesGuard, SignedInGuard, SignedInUser } from '../../../identity';
import { SetFeaturedCommand } from '../../application/commands/set-featured/set-featured.command';
import { ListCohortsQuery } from '../../application/queries/list-cohorts/list-cohorts.query';
import { CohortDto, FeaturedStateDto, ListCohortsQueryDto, SetFeaturedDto } from './dto/creators.dto';
import { ApiErrors } from '../../../../shared/infrastructure/http/api-docs';

@ApiTags('Curators')
@Controller()
export class CohortsController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

  @Get('cohorts')
  @ApiOperation({
    summary: 'Curated collections',
    description: 'Active cohorts (curated collections of creators) by name, optionally only the featured ones. Not paged (the list is short). Changes nothing.',
  })
  @ApiOkResponse({ type: [CohortDto] })
  listCohorts(@Query() query: ListCohortsQueryDto): Promise<CohortDto[]> {
    return this.queryBus.execute(new ListCohortsQuery(query.featured));
  }

  @Put('cohorts/:id/featured')
  @UseGuards(SignedInGuard, RolesGuard)
  @Roles('admin')
  @ApiCookieAuth()
  @ApiOperation({ summary: 'Feature a collection (cohort) on the home page, or stop featuring it (admin)', description: 'Writes one audit_log row in the same transaction.' })
  @ApiOkResponse({ type: FeaturedStateDto })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'id is not a UUID, or featured is not a boolean' })
  @ApiResponse({ status: 401, type: ErrorDto, description: 'Signed out' })
  @ApiResponse({ status: 403, type: ErrorDto, description: 'Not an admin' })
  @ApiResponse({ status: 404, type: ErrorDto, description: 'No collection has this id' })
  setCohortFeatured(@UuidParam('id', 'a collection id') id: string, @Body() body: SetFeaturedDto, @CurrentUser() user: SignedInUser): Promise<FeaturedStateDto> {
    return this.commandBus.execute(new SetFeaturedCommand('cohort', id, body.featured, user.id));
  }
}
