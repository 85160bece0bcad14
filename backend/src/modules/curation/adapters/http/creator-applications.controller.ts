import { Body, Controller, Get, HttpCode, Post, Query, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ApiDomainErrors, ApiErrors, ApiPaged, ApiRoles, ApiSignedIn } from '../../../../shared/infrastructure/http/api-docs';
import { malformedId, UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { validationFailure } from '../../../../shared/infrastructure/http/validation.pipe';
import { CurrentUser, Roles, RolesGuard, SignedInGuard, SignedInUser } from '../../../identity';
import { ReviewCreatorApplicationCommand } from '../../application/commands/review-creator-application/review-creator-application.command';
import { SubmitCreatorApplicationCommand } from '../../application/commands/submit-creator-application/submit-creator-application.command';
import { CheckHandleAvailabilityQuery } from '../../application/queries/check-handle-availability/check-handle-availability.query';
import { GetMyCreatorApplicationQuery } from '../../application/queries/get-my-creator-application/get-my-creator-application.query';
import { ListCreatorApplicationsQuery } from '../../application/queries/list-creator-applications/list-creator-applications.query';
import {
  AlreadyCreatorError,
  CreatorApplicationNotFoundError,
  CreatorApplicationPendingError,
  CreatorApplicationPicksError,
  CreatorApplicationReviewedError,
  CreatorHandleTakenError,
  InvalidCreatorHandleError,
} from '../../domain/creator-application';
import {
  CreatorApplicationDto,
  CreatorApplicationIdDto,
  CreatorApplicationReviewDto,
  HandleAvailabilityDto,
  HandleAvailabilityQueryDto,
  ListCreatorApplicationsQueryDto,
  MyCreatorApplicationDto,
  RejectCreatorApplicationDto,
  SubmitCreatorApplicationDto,
} from './dto/creator-applications.dto';

const ApplicationIdParam = () => UuidParam('id', 'a creator application id');

/**
 * Apply to be a Curator: a signed-in user applies with a handle, a profile and three picks; an admin
 * approves (the creator page, its endorsements and the creator role are written in one transaction)
 * or rejects with a reason; the applicant reads the status on their profile.
 */
@ApiTags('Creator applications')
@Controller()
export class CreatorApplicationsController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Get('creator-applications/handle-availability')
  @ApiOperation({
    summary: 'Whether a creator handle is free to apply for',
    description: 'Answers whether the handle is a valid page address that no creator page and no pending application holds, and why not. Anyone may ask (the form checks as you type). Changes nothing.',
  })
  @ApiOkResponse({ type: HandleAvailabilityDto })
  @ApiDomainErrors(validationFailure(HandleAvailabilityQueryDto, { handle: 'x'.repeat(51) }))
  checkCreatorHandle(@Query() query: HandleAvailabilityQueryDto): Promise<HandleAvailabilityDto> {
    return this.queryBus.execute(new CheckHandleAvailabilityQuery(query.handle));
  }

  @Post('creator-applications')
  @ApiSignedIn()
  @UseGuards(SignedInGuard)
  @ApiOperation({
    summary: 'Apply to be a curator',
    description:
      'Submits your application for a creator page: handle, name, bio, social handles and exactly three different catalog products, each with a line. ' +
      'Creates one pending application; an admin approves or rejects it. Refused while another application of yours is pending, when you already have a creator page, and when the handle is taken.',
  })
  @ApiCreatedResponse({ type: CreatorApplicationIdDto })
  @ApiDomainErrors(
    validationFailure(SubmitCreatorApplicationDto, { handle: 'maya_pours', name: 'Maya', bio: 'Rye.', picks: [] }),
    new InvalidCreatorHandleError(),
    new CreatorApplicationPicksError(),
    new CreatorHandleTakenError(),
    new CreatorApplicationPendingError(),
    new AlreadyCreatorError(),
  )
  async submitCreatorApplication(@CurrentUser() user: SignedInUser, @Body() body: SubmitCreatorApplicationDto): Promise<CreatorApplicationIdDto> {
    const { id } = await this.commandBus.execute(new SubmitCreatorApplicationCommand(user.id, body));
    return { id, status: 'pending' };
  }

  @Get('user/creator-application')
  @ApiSignedIn()
  @UseGuards(SignedInGuard)
  @ApiOperation({ summary: 'Your creator application and its status', description: 'Your latest creator application with its status (and the reason when rejected), or null when you never applied. Changes nothing.' })
  @ApiOkResponse({ type: MyCreatorApplicationDto })
  async getMyCreatorApplication(@CurrentUser() user: SignedInUser): Promise<MyCreatorApplicationDto> {
    return { application: await this.queryBus.execute(new GetMyCreatorApplicationQuery(user.id)) };
  }

  @Get('admin/creator-applications')
  @ApiRoles('admin')
  @UseGuards(SignedInGuard, RolesGuard)
  @Roles('admin')
  @ApiOperation({
    summary: 'The Curators tab: creator applications to review, newest first',
    description: 'Lists creator applications newest first, optionally of one status, with their picks. Changes nothing. Paged with limit and offset; the total is in X-Total-Count.',
  })
  @ApiPaged()
  @ApiOkResponse({ type: [CreatorApplicationDto], headers: { 'X-Total-Count': { description: 'Applications matching the filter, ignoring limit and offset', schema: { type: 'integer' } } } })
  @ApiDomainErrors(validationFailure(ListCreatorApplicationsQueryDto, { status: 'waiting' }))
  async listCreatorApplications(@Query() query: ListCreatorApplicationsQueryDto, @Res({ passthrough: true }) response: Response): Promise<CreatorApplicationDto[]> {
    const page = await this.queryBus.execute(new ListCreatorApplicationsQuery({ status: query.status, limit: query.limit ?? 50, offset: query.offset ?? 0 }));
    response.setHeader('X-Total-Count', String(page.total));
    return page.items;
  }

  @Post('admin/creator-applications/:id/approve')
  @HttpCode(200)
  @ApiRoles('admin')
  @UseGuards(SignedInGuard, RolesGuard)
  @Roles('admin')
  @ApiOperation({
    summary: 'Approve a creator application',
    description:
      'Approves a pending application in one transaction: writes the creator page /creator/{handle} with the applicant as owner, one endorsement per pick (its line as the review), ' +
      'makes a shopper account role creator (an admin or brand keeps its role), and writes one audit row (creator_application.approved). Refused for an application already approved or rejected.',
  })
  @ApiOkResponse({ type: CreatorApplicationReviewDto })
  @ApiErrors({ 400: ['MALFORMED_ID'] })
  @ApiDomainErrors(malformedId('id', 'a creator application id'), new CreatorApplicationNotFoundError(), new CreatorApplicationReviewedError(), new CreatorHandleTakenError())
  approveCreatorApplication(@ApplicationIdParam() id: string, @CurrentUser() admin: SignedInUser): Promise<CreatorApplicationReviewDto> {
    return this.commandBus.execute(new ReviewCreatorApplicationCommand(id, { status: 'approved' }, admin.id));
  }

  @Post('admin/creator-applications/:id/reject')
  @HttpCode(200)
  @ApiRoles('admin')
  @UseGuards(SignedInGuard, RolesGuard)
  @Roles('admin')
  @ApiOperation({
    summary: 'Reject a creator application with a reason',
    description:
      'Rejects a pending application; the applicant sees the reason on their profile and may apply again. Writes one audit row (creator_application.rejected). Refused for an application already approved or rejected.',
  })
  @ApiOkResponse({ type: CreatorApplicationReviewDto })
  @ApiErrors({ 400: ['MALFORMED_ID'] })
  @ApiDomainErrors(malformedId('id', 'a creator application id'), validationFailure(RejectCreatorApplicationDto, { reason: '' }), new CreatorApplicationNotFoundError(), new CreatorApplicationReviewedError())
  rejectCreatorApplication(@ApplicationIdParam() id: string, @Body() body: RejectCreatorApplicationDto, @CurrentUser() admin: SignedInUser): Promise<CreatorApplicationReviewDto> {
    return this.commandBus.execute(new ReviewCreatorApplicationCommand(id, { status: 'rejected', reason: body.reason }, admin.id));
  }
}
