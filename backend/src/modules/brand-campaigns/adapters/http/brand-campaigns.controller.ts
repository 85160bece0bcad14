import { Body, Controller, Get, Patch, Post, Query, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { dollarsToCents } from '../../../../shared/domain/money';
import { ApiDomainErrors, ApiErrors, ApiRoles, EXAMPLE_IDS } from '../../../../shared/infrastructure/http/api-docs';
import { validationFailure } from '../../../../shared/infrastructure/http/validation.pipe';
import { BrandOfAccountNotFoundError, CampaignBudgetBelowSpentError, CampaignDatesError, CampaignNotFoundError } from '../../domain/brand-campaigns.errors';
import { CampaignStatusTransitionError } from '../../domain/campaign-status';
import { UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { CurrentUser, Roles, RolesGuard, SignedInGuard, SignedInUser } from '../../../identity';
import { CreateCampaignCommand } from '../../application/commands/create-campaign/create-campaign.command';
import { UpdateCampaignCommand } from '../../application/commands/update-campaign/update-campaign.command';
import { ListCampaignsQuery } from '../../application/queries/list-campaigns/list-campaigns.query';
import type { CampaignChanges } from '../../domain/campaign';
import { toCampaignDto } from './brand-campaigns.helpers';
import { BrandIdQueryDto, CampaignDto, CreateCampaignDto, UpdateCampaignDto } from './dto/brand-campaigns.dto';

const caller = (user: SignedInUser) => ({ userId: user.id, role: user.role });
const toDate = (value: string | null | undefined): Date | null | undefined => (value === undefined ? undefined : value === null ? null : new Date(value));
const toCents = (value: number | null | undefined) => (value === undefined ? undefined : value === null ? null : dollarsToCents(value));

/** The brand dashboard's campaigns: always the caller's own brand's. */
@ApiTags('Brands')
@Controller('brands/campaigns')
@UseGuards(SignedInGuard, RolesGuard)
export class BrandCampaignsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get()
  @Roles('brand', 'admin')
  @ApiRoles('brand', 'admin')
  @ApiOperation({
    summary: "Your brand's campaigns",
    description: "The campaigns of the signed-in brand account's brand, newest first, with budget and spent in dollars. Admins read any brand's with ?brandId=. Not paged: a brand has a handful of campaigns. Changes nothing.",
  })
  @ApiOkResponse({ type: CampaignDto, isArray: true })
  @ApiErrors({ 400: ['VALIDATION_FAILED'] })
  @ApiDomainErrors(new BrandOfAccountNotFoundError())
  async listBrandCampaigns(@CurrentUser() user: SignedInUser, @Query() query: BrandIdQueryDto): Promise<CampaignDto[]> {
    const campaigns = await this.queryBus.execute(new ListCampaignsQuery(caller(user), query.brandId ?? null));
    return campaigns.map(toCampaignDto);
  }

  @Post()
  @Roles('brand')
  @ApiRoles('brand')
  @ApiOperation({
    summary: 'Create a campaign',
    description: 'Creates a draft campaign for your brand. name and type are required; budget is dollars (stored in cents) or null for no limit; endDate may not be before startDate. Not idempotent: each call creates another campaign.',
  })
  @ApiCreatedResponse({ type: CampaignDto })
  @ApiDomainErrors(validationFailure(CreateCampaignDto, { name: 'Holiday rye', type: 'barter' }), new CampaignDatesError(), new BrandOfAccountNotFoundError())
  async createCampaign(@CurrentUser() user: SignedInUser, @Body() body: CreateCampaignDto): Promise<CampaignDto> {
    const campaign = await this.commandBus.execute(
      new CreateCampaignCommand(caller(user), {
        name: body.name,
        description: body.description ?? null,
        type: body.type,
        budgetCents: toCents(body.budget) ?? null,
        startDate: toDate(body.startDate) ?? null,
        endDate: toDate(body.endDate) ?? null,
      }),
    );
    return toCampaignDto(campaign);
  }

  @Patch(':id')
  @Roles('brand')
  @ApiRoles('brand')
  @ApiOperation({
    summary: 'Edit a campaign or move its status',
    description:
      'Changes the fields sent (null clears description, budget or a date). status moves through draft → active → paused ↔ active → completed; any other move answers 409, completed is final. ' +
      "The budget may not go below what was spent. Another brand's campaign answers 404. Idempotent: sending the same changes again changes nothing more.",
  })
  @ApiOkResponse({ type: CampaignDto })
  @ApiDomainErrors(
    validationFailure(UpdateCampaignDto, { status: 'archived' }),
    new CampaignDatesError(),
    new CampaignNotFoundError(EXAMPLE_IDS.other),
    new BrandOfAccountNotFoundError(),
    new CampaignStatusTransitionError('draft', 'paused'),
    new CampaignBudgetBelowSpentError('50.00'),
  )
  async updateCampaign(@CurrentUser() user: SignedInUser, @UuidParam('id', 'a campaign id') id: string, @Body() body: UpdateCampaignDto): Promise<CampaignDto> {
    const changes: CampaignChanges = {
      name: body.name,
      description: body.description,
      budgetCents: toCents(body.budget),
      startDate: toDate(body.startDate),
      endDate: toDate(body.endDate),
      status: body.status,
    };
    const campaign = await this.commandBus.execute(new UpdateCampaignCommand(caller(user), id, changes));
    return toCampaignDto(campaign);
  }
}
