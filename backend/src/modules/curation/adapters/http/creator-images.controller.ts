import { Body, Controller, Get, Put, UseGuards } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ErrorDto } from '../../../../shared/infrastructure/http/error.dto';
import { UuidParam } from '../../../../shared/infrastructure/http/uuid-param';
import { CurrentUser, SignedInGuard, SignedInUser } from '../../../identity';
import { UpdateCreatorImageCommand } from '../../application/commands/update-creator-image/update-creator-image.command';
import { GetCreatorEditAccessQuery } from '../../application/queries/get-creator-edit-access/get-creator-edit-access.query';
import { CreatorEditAccessDto, UpdateCreatorAvatarDto, UpdateCreatorHeroDto } from './dto/creator-images.dto';
import { CreatorDto } from './dto/creators.dto';

const CreatorIdParam = () => UuidParam('id', 'a creator id');

/** A creator page's avatar and hero (seed 000 §2, §7): its owner or an admin, with images they uploaded. */
@ApiTags('Curators')
@ApiCookieAuth()
@ApiResponse({ status: 401, type: ErrorDto, description: 'Signed out' })
@UseGuards(SignedInGuard)
@Controller()
export class CreatorImagesController {
  constructor(
    private readonly commandBus: CommandBus,
    private readonly queryBus: QueryBus,
  ) {}

  @Put('creators/:id/avatar')
  @ApiOperation({ summary: "Sets a creator page's avatar", description: 'To the objectPath of an image the caller uploaded (POST /api/objects/upload, then PUT).' })
  @ApiOkResponse({ type: CreatorDto, description: 'The creator with the new avatar' })
  @ApiResponse({ status: 400, type: ErrorDto, description: "avatar missing, or not the path of an image the caller uploaded; id not a UUID" })
  @ApiResponse({ status: 403, type: ErrorDto, description: 'Neither the owner of this page nor an admin' })
  @ApiResponse({ status: 404, type: ErrorDto, description: 'No such creator' })
  updateCreatorAvatar(@CurrentUser() user: SignedInUser, @CreatorIdParam() id: string, @Body() body: UpdateCreatorAvatarDto): Promise<CreatorDto> {
    return this.commandBus.execute(new UpdateCreatorImageCommand(user, id, 'avatar', body.avatar));
  }

  @Put('creators/:id/hero')
  @ApiOperation({ summary: "Sets a creator page's hero image", description: 'To the objectPath of an image the caller uploaded (POST /api/objects/upload, then PUT).' })
  @ApiOkResponse({ type: CreatorDto, description: 'The creator with the new hero image' })
  @ApiResponse({ status: 400, type: ErrorDto, description: "heroImage missing, or not the path of an image the caller uploaded; id not a UUID" })
  @ApiResponse({ status: 403, type: ErrorDto, description: 'Neither the owner of this page nor an admin' })
  @ApiResponse({ status: 404, type: ErrorDto, description: 'No such creator' })
  updateCreatorHero(@CurrentUser() user: SignedInUser, @CreatorIdParam() id: string, @Body() body: UpdateCreatorHeroDto): Promise<CreatorDto> {
    return this.commandBus.execute(new UpdateCreatorImageCommand(user, id, 'hero', body.heroImage));
  }

  @Get('creators/:id/edit-access')
  @ApiOperation({ summary: "Whether the signed-in user may change this creator page's images", description: 'The page shows its edit buttons when canEdit is true.' })
  @ApiOkResponse({ type: CreatorEditAccessDto })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'id is not a UUID' })
  @ApiResponse({ status: 404, type: ErrorDto, description: 'No such creator' })
  getCreatorEditAccess(@CurrentUser() user: SignedInUser, @CreatorIdParam() id: string): Promise<CreatorEditAccessDto> {
    return this.queryBus.execute(new GetCreatorEditAccessQuery(user, id));
  }
}
