import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors, ApiSignedIn } from '../../../../shared/infrastructure/http/api-docs';
import { UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { CurrentUser, SignedInGuard, SignedInUser } from '../../../identity';
import { UpdateCreatorImageCommand } from '../../application/commands/update-creator-image/update-creator-image.command';
import { GetCreatorEditAccessQuery } from '../../application/queries/get-creator-edit-access/get-creator-edit-access.query';
import { CreatorEditAccessDto, UpdateCreatorAvatarDto, UpdateCreatorHeroDto } from './dto/creator-images.dto';
import { CreatorDto } from './dto/creators.dto';

const CreatorIdParam = () => UuidParam('id', 'a creator id');

/** The 400 answers of setting an image: the id, and the path (not the caller's upload, or a video). */
const IMAGE_ERRORS = (field: 'avatar' | 'heroImage') => ({
  400: {
    MALFORMED_ID: 'id must be a creator id (a UUID)',
    NOT_OWN_UPLOAD: `${field} must be the /objects/uploads/… path of an image you uploaded.`,
    NOT_AN_IMAGE: `${field} must be an image, not a video.`,
  },
});

const EDITOR_ERRORS = {
  403: { NOT_CREATOR_PAGE_EDITOR: 'Only the creator who owns this page or an admin can change its images.' },
  404: { CREATOR_NOT_FOUND: 'No creator is known as 9b2d4f6a-1c3e-4a5b-8c7d-6e5f4a3b2c1d.' },
};

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
  @ApiErrors({ ...IMAGE_ERRORS('avatar'), ...EDITOR_ERRORS })
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
  @ApiErrors({ ...IMAGE_ERRORS('heroImage'), ...EDITOR_ERRORS })
  updateCreatorHero(@CurrentUser() user: SignedInUser, @CreatorIdParam() id: string, @Body() body: UpdateCreatorHeroDto): Promise<CreatorDto> {
    return this.commandBus.execute(new UpdateCreatorImageCommand(user, id, 'hero', body.heroImage));
  }

  @Get('creators/:id/edit-access')
  @ApiOperation({
    summary: "Whether you may change this creator page's images",
    description: 'canEdit is true for the account that owns the page and for admins; the page shows its edit buttons then. Changes nothing.',
  })
  @ApiOkResponse({ type: CreatorEditAccessDto })
  @ApiErrors({ 400: ['MALFORMED_ID'], 404: { CREATOR_NOT_FOUND: 'No creator is known as 9b2d4f6a-1c3e-4a5b-8c7d-6e5f4a3b2c1d.' } })
  getCreatorEditAccess(@CurrentUser() user: SignedInUser, @CreatorIdParam() id: string): Promise<CreatorEditAccessDto> {
    return this.queryBus.execute(new GetCreatorEditAccessQuery(user, id));
  }
}
