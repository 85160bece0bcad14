import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiDomainErrors, ApiErrors, ApiSignedIn, EXAMPLE_IDS } from '../../../../shared/infrastructure/http/api-docs';
import { malformedId, UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { CreatorNotFoundError } from '../../domain/curation-read.errors';
import { CREATOR_IMAGE_FIELD, type CreatorImageKind, NotAnImageError, NotCreatorPageEditorError, NotOwnUploadError } from '../../domain/creator-images';
import { CurrentUser, SecondFactorEnrolmentRequiredError, SignedInGuard, SignedInUser } from '../../../identity';
import { UpdateCreatorImageCommand } from '../../application/commands/update-creator-image/update-creator-image.command';
import { GetCreatorEditAccessQuery } from '../../application/queries/get-creator-edit-access/get-creator-edit-access.query';
import { CreatorEditAccessDto, UpdateCreatorAvatarDto, UpdateCreatorHeroDto } from './dto/creator-images.dto';
import { CreatorDto } from './dto/creators.dto';

const CreatorIdParam = () => UuidParam('id', 'a creator id');

/** The answers of setting an image: the id, the path (not the caller's upload, or a video), the editor (and an admin's second factor) and the page. */
const IMAGE_ERRORS = (kind: CreatorImageKind) => [
  malformedId('id', 'a creator id'),
  new NotOwnUploadError(CREATOR_IMAGE_FIELD[kind]),
  new NotAnImageError(CREATOR_IMAGE_FIELD[kind]),
  new NotCreatorPageEditorError(),
  // An admin on another's page whose role must have a second factor it has not set up.
  new SecondFactorEnrolmentRequiredError('This admin account'),
  new CreatorNotFoundError(EXAMPLE_IDS.creator),
];

/** A creator page's avatar and hero: its owner or an admin, with images they uploaded. */
@ApiTags('Curators')
@ApiSignedIn()
@UseGuards(SignedInGuard)
@Controller()
export class CreatorImagesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Put('creators/:id/avatar')
  @ApiOperation({
    summary: "Set a creator page's avatar",
    description:
      "Sets the page's avatar to the objectPath of an image the caller uploaded (POST /api/objects/upload, then PUT the file). Only the account that owns the page or an admin may. Changes the creator's avatar; repeating it with the same path changes nothing more.",
  })
  @ApiOkResponse({ type: CreatorDto, description: 'The creator with the new avatar' })
  @ApiDomainErrors(...IMAGE_ERRORS('avatar'))
  updateCreatorAvatar(@CurrentUser() user: SignedInUser, @CreatorIdParam() id: string, @Body() body: UpdateCreatorAvatarDto): Promise<CreatorDto> {
    return this.commandBus.execute(new UpdateCreatorImageCommand(user, id, 'avatar', body.avatar));
  }

  @Put('creators/:id/hero')
  @ApiOperation({
    summary: "Set a creator page's hero image",
    description:
      "Sets the page's hero image to the objectPath of an image the caller uploaded (POST /api/objects/upload, then PUT the file). Only the account that owns the page or an admin may. Changes the creator's hero image; repeating it with the same path changes nothing more.",
  })
  @ApiOkResponse({ type: CreatorDto, description: 'The creator with the new hero image' })
  @ApiDomainErrors(...IMAGE_ERRORS('hero'))
  updateCreatorHero(@CurrentUser() user: SignedInUser, @CreatorIdParam() id: string, @Body() body: UpdateCreatorHeroDto): Promise<CreatorDto> {
    return this.commandBus.execute(new UpdateCreatorImageCommand(user, id, 'hero', body.heroImage));
  }

  @Get('creators/:id/edit-access')
  @ApiOperation({
    summary: "Whether you may change this creator page's images",
    description: 'canEdit is true for the account that owns the page and for admins; the page shows its edit buttons then. Changes nothing.',
  })
  @ApiOkResponse({ type: CreatorEditAccessDto })
  @ApiErrors({ 400: ['MALFORMED_ID'] })
  @ApiDomainErrors(new CreatorNotFoundError(EXAMPLE_IDS.creator))
  getCreatorEditAccess(@CurrentUser() user: SignedInUser, @CreatorIdParam() id: string): Promise<CreatorEditAccessDto> {
    return this.queryBus.execute(new GetCreatorEditAccessQuery(user, id));
  }
}
