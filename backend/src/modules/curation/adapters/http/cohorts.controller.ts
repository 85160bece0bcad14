import { Body, Controller, Get, Put, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { CurrentUser, Roles, RolesGuard, SignedInGuard, SignedInUser } from '../../../identity';
import { SetFeaturedCommand } from '../../application/commands/set-featured/set-featured.command';
import { ListCohortsQuery } from '../../application/queries/list-cohorts/list-cohorts.query';
import { CohortDto, FeaturedStateDto, ListCohortsQueryDto, SetFeaturedDto } from './dto/creators.dto';
import { ApiDomainErrors, ApiErrors, ApiRoles } from '../../../../shared/infrastructure/http/api-docs';
import { CohortNotFoundError } from '../../domain/curation-read.errors';

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
  @ApiRoles('admin')
  @ApiOperation({
    summary: 'Feature a collection (cohort) on the home page, or stop featuring it',
    description:
      "Sets the cohort's featured flag: featured cohorts are shown under Curated Collections on the home page. Changes the cohort's featured flag and writes one audit_log row in the same transaction. Idempotent: setting the flag it already has changes nothing but the audit log.",
  })
  @ApiOkResponse({ type: FeaturedStateDto, description: 'The cohort id and its featured flag now' })
  @ApiErrors({ 400: ['MALFORMED_ID'] })
  @ApiDomainErrors(new CohortNotFoundError('1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5e'))
  setCohortFeatured(@UuidParam('id', 'a collection id') id: string, @Body() body: SetFeaturedDto, @CurrentUser() user: SignedInUser): Promise<FeaturedStateDto> {
    return this.commandBus.execute(new SetFeaturedCommand('cohort', id, body.featured, user.id));
  }
}
