import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query, Res, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { centsToDollars } from '../../../../shared/domain/money';
import { UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { CurrentUser, Roles, RolesGuard, SignedInGuard, SignedInUser } from '../../../identity';
import { SetFeaturedCommand } from '../../application/commands/set-featured/set-featured.command';
import { GetCreatorByHandleQuery } from '../../application/queries/get-creator-by-handle/get-creator-by-handle.query';
import { ListCreatorCollectionsQuery } from '../../application/queries/list-creator-collections/list-creator-collections.query';
import { ListCreatorsForAdminQuery } from '../../application/queries/list-creators-for-admin/list-creators-for-admin.query';
import { ListCreatorsQuery } from '../../application/queries/list-creators/list-creators.query';
import { DEFAULT_CREATOR_PAGE_SIZE } from '../../domain/feed';
import {
  AdminCreatorDto,
  CreatorCollectionDto,
  CreatorDto,
  FeaturedStateDto,
  ListAdminCreatorsQueryDto,
  ListCreatorsQueryDto,
  SetFeaturedDto,
  CreatorPageDetailsDto,
  UpdateCreatorPageDto,
  CreateCreatorPageDto,
  CreatedCreatorPageDto,
  CreatorPublicationDto,
} from './dto/creators.dto';
import { CreateCreatorPageCommand } from '../../application/commands/create-creator-page/create-creator-page.command';
import { AccountOwnsCreatorPageError, CreatorHandleTakenError, InvalidCreatorHandleError } from '../../domain/creator-application';
import { UserNotFoundError } from '../../../identity';
import { UpdateCreatorPageCommand } from '../../application/commands/update-creator-page/update-creator-page.command';
import { CreatorPublication, SetCreatorPublishedCommand } from '../../application/commands/set-creator-published/set-creator-published.command';
import { validationFailure } from '../../../../shared/infrastructure/http/validation.pipe';
import { ApiDomainErrors, ApiErrors, ApiPaged, ApiRoles, EXAMPLE_IDS } from '../../../../shared/infrastructure/http/api-docs';
import { CreatorNotFoundError } from '../../domain/curation-read.errors';

@ApiTags('Curators')
@Controller()
export class CreatorsController {
  constructor(
    private readonly queryBus: QueryBus,
    private readonly commandBus: CommandBus,
  ) {}

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
  @ApiDomainErrors(new CreatorNotFoundError('@mayapourz'))
  getCreatorByHandle(@Param('handle') handle: string): Promise<CreatorDto> {
    return this.queryBus.execute(new GetCreatorByHandleQuery(handle));
  }

  @Get('creator/:creatorId/collections')
  @ApiOperation({ summary: "A creator's collections", description: "A creator's collections of products, oldest first, with the ids of their products still in the catalog. Changes nothing." })
  @ApiOkResponse({ type: [CreatorCollectionDto] })
  @ApiErrors({ 400: ['MALFORMED_ID'] })
  @ApiDomainErrors(new CreatorNotFoundError(`the id ${EXAMPLE_IDS.creator}`))
  listCreatorCollections(@UuidParam('creatorId', 'a creator id') creatorId: string): Promise<CreatorCollectionDto[]> {
    return this.queryBus.execute(new ListCreatorCollectionsQuery(creatorId));
  }

  @Get('admin/creators')
  @UseGuards(SignedInGuard, RolesGuard)
  @Roles('admin')
  @ApiRoles('admin')
  @ApiOperation({
    summary: 'Admin Curators tab: creators most followed first, by handle or name',
    description:
      'The admin Curators tab: creators most followed first (then by handle), optionally only those whose handle or name contains `search` (any letter case), with their revenue and status. Paged with `limit` (default 50, at most 200) and `offset`; X-Total-Count gives the creators matching the search. Changes nothing.',
  })
  @ApiPaged()
  @ApiOkResponse({ type: [AdminCreatorDto] })
  async listAdminCreators(@Query() query: ListAdminCreatorsQueryDto, @Res({ passthrough: true }) response: Response): Promise<AdminCreatorDto[]> {
    const page = await this.queryBus.execute(new ListCreatorsForAdminQuery({ search: query.search, limit: query.limit ?? 50, offset: query.offset ?? 0 }));
    response.setHeader('X-Total-Count', String(page.total));
    return page.items.map((creator) => ({
      id: creator.id,
      handle: creator.handle,
      name: creator.name,
      followers: creator.followers,
      rating: creator.rating ?? 4.8,
      totalEarnings: centsToDollars(creator.totalEarningsCents),
      isVerified: creator.isVerified,
      featured: creator.featured,
      published: creator.unpublishedAt === null,
      unpublishedAt: creator.unpublishedAt?.toISOString() ?? null,
    }));
  }

  @Put('creators/:id/featured')
  @UseGuards(SignedInGuard, RolesGuard)
  @Roles('admin')
  @ApiRoles('admin')
  @ApiOperation({
    summary: 'Feature a creator on the home page, or stop featuring it',
    description:
      "Sets the creator's featured flag: featured creators are shown under Featured Curators on the home page. Changes the creator's featured flag and writes one audit_log row in the same transaction. Idempotent: setting the flag it already has changes nothing but the audit log.",
  })
  @ApiOkResponse({ type: FeaturedStateDto, description: 'The creator id and its featured flag now' })
  @ApiErrors({ 400: ['MALFORMED_ID'] })
  @ApiDomainErrors(new CreatorNotFoundError(`the id "${EXAMPLE_IDS.creator}"`))
  setCreatorFeatured(@UuidParam('id', 'a creator id') id: string, @Body() body: SetFeaturedDto, @CurrentUser() user: SignedInUser): Promise<FeaturedStateDto> {
    return this.commandBus.execute(new SetFeaturedCommand('creator', id, body.featured, user.id));
  }

  @Post('admin/creators')
  @UseGuards(SignedInGuard, RolesGuard)
  @Roles('admin')
  @ApiRoles('admin')
  @ApiOperation({
    summary: 'Add a curator page for an existing account',
    description:
      "The Curators tab's Add: opens a creator page with this handle (unique), name and bio for an existing, active account, which becomes a creator (an admin or brand account keeps its role). " +
      'An account owns at most one page. The page, the role and one audit row (creator.created) are written in one transaction.',
  })
  @ApiCreatedResponse({ type: CreatedCreatorPageDto })
  @ApiDomainErrors(
    validationFailure(CreateCreatorPageDto, { userId: 'nobody' }),
    new InvalidCreatorHandleError(),
    new UserNotFoundError(EXAMPLE_IDS.user),
    new CreatorHandleTakenError(),
    new AccountOwnsCreatorPageError(),
  )
  createCreatorPage(@Body() body: CreateCreatorPageDto, @CurrentUser() user: SignedInUser): Promise<CreatedCreatorPageDto> {
    return this.commandBus.execute(new CreateCreatorPageCommand({ userId: body.userId, handle: body.handle, name: body.name, bio: body.bio }, user.id));
  }

  @Put('admin/creators/:id')
  @UseGuards(SignedInGuard, RolesGuard)
  @Roles('admin')
  @ApiRoles('admin')
  @ApiOperation({
    summary: "Edit a creator page's name, bio or verified status",
    description:
      "The Curators tab's Edit: changes the fields sent (name, bio, isVerified) and keeps the others; an empty name or bio clears it. " +
      'Writes one audit row (creator.updated) with the changed fields, none when nothing changed. Idempotent.',
  })
  @ApiOkResponse({ type: CreatorPageDetailsDto })
  @ApiErrors({ 400: ['MALFORMED_ID'] })
  @ApiDomainErrors(validationFailure(UpdateCreatorPageDto, { isVerified: 'yes' }), new CreatorNotFoundError(`the id "${EXAMPLE_IDS.creator}"`))
  updateCreatorPage(@UuidParam('id', 'a creator id') id: string, @Body() body: UpdateCreatorPageDto, @CurrentUser() user: SignedInUser): Promise<CreatorPageDetailsDto> {
    return this.commandBus.execute(new UpdateCreatorPageCommand(id, { name: body.name, bio: body.bio, isVerified: body.isVerified }, user.id));
  }

  @Delete('admin/creators/:id')
  @UseGuards(SignedInGuard, RolesGuard)
  @Roles('admin')
  @ApiRoles('admin')
  @ApiOperation({
    summary: 'Delete (unpublish) a creator page',
    description:
      "The Curators tab's Delete: the page is unpublished, never removed, because its endorsements, followers and commission ledger point at it. " +
      'It disappears from every storefront read (creator lists, its page, the feed, search, follows lists, product ratings, messaging, the sitemap); ' +
      'the admin list still shows it, its owner still has the dashboard, and earned commissions move on as before. ' +
      'Writes one audit row (creator.unpublished) in the same transaction. Idempotent: a page already unpublished changes and records nothing.',
  })
  @ApiOkResponse({ type: CreatorPublicationDto, description: 'The page now unpublished' })
  @ApiErrors({ 400: ['MALFORMED_ID'] })
  @ApiDomainErrors(new CreatorNotFoundError(`the id "${EXAMPLE_IDS.creator}"`))
  async unpublishCreatorPage(@UuidParam('id', 'a creator id') id: string, @CurrentUser() user: SignedInUser): Promise<CreatorPublicationDto> {
    return toPublicationDto(await this.commandBus.execute(new SetCreatorPublishedCommand(id, false, user.id)));
  }

  @Post('admin/creators/:id/publish')
  @HttpCode(200)
  @UseGuards(SignedInGuard, RolesGuard)
  @Roles('admin')
  @ApiRoles('admin')
  @ApiOperation({
    summary: 'Publish an unpublished creator page again',
    description:
      "The Curators tab's Publish: the page, its picks and its followers show in the shop again. " +
      'Writes one audit row (creator.published) in the same transaction. Idempotent: a published page changes and records nothing.',
  })
  @ApiOkResponse({ type: CreatorPublicationDto, description: 'The page now published' })
  @ApiErrors({ 400: ['MALFORMED_ID'] })
  @ApiDomainErrors(new CreatorNotFoundError(`the id "${EXAMPLE_IDS.creator}"`))
  async publishCreatorPage(@UuidParam('id', 'a creator id') id: string, @CurrentUser() user: SignedInUser): Promise<CreatorPublicationDto> {
    return toPublicationDto(await this.commandBus.execute(new SetCreatorPublishedCommand(id, true, user.id)));
  }
}

function toPublicationDto(publication: CreatorPublication): CreatorPublicationDto {
  return { ...publication, unpublishedAt: publication.unpublishedAt?.toISOString() ?? null };
}
