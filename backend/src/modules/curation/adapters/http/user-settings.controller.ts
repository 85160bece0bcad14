import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { ErrorDto } from '../../../../shared/infrastructure/http/error.dto';
import { CurrentUser, SignedInGuard, SignedInUser } from '../../../identity';
import { UpdateUserProfileCommand } from '../../application/commands/update-user-profile/update-user-profile.command';
import type { UserProfile } from '../../domain/user-profile';
import { UpdateBioDto, UpdateDisplayNameDto, UpdateProfileImageDto, UserProfileSettingsDto } from './dto/user-settings.dto';

/** The signed-in user's own profile fields (seed 001 §7); GET /api/user shows them. */
@ApiTags('Profile')
@ApiCookieAuth()
@ApiResponse({ status: 401, type: ErrorDto, description: 'Signed out' })
@UseGuards(SignedInGuard)
@Controller('user/settings')
export class UserSettingsController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('display-name')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sets your display name', description: 'Trimmed; an empty one clears it. At most 100 characters.' })
  @ApiOkResponse({ type: UserProfileSettingsDto })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'displayName missing, not a string or too long' })
  async updateDisplayName(@CurrentUser() user: SignedInUser, @Body() body: UpdateDisplayNameDto): Promise<UserProfileSettingsDto> {
    return settingsOf(await this.commandBus.execute(new UpdateUserProfileCommand(user.id, { field: 'displayName', value: body.displayName })));
  }

  @Post('bio')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sets your bio', description: 'Trimmed; an empty one clears it. At most 500 characters, kept as plain text.' })
  @ApiOkResponse({ type: UserProfileSettingsDto })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'bio missing, not a string or too long' })
  async updateBio(@CurrentUser() user: SignedInUser, @Body() body: UpdateBioDto): Promise<UserProfileSettingsDto> {
    return settingsOf(await this.commandBus.execute(new UpdateUserProfileCommand(user.id, { field: 'bio', value: body.bio })));
  }

  @Post('profile-image')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sets your profile picture', description: 'imageUrl: the objectPath of an image you uploaded (POST /api/objects/upload, then PUT).' })
  @ApiOkResponse({ type: UserProfileSettingsDto })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'imageUrl missing, or not the path of an image you uploaded' })
  async updateProfileImage(@CurrentUser() user: SignedInUser, @Body() body: UpdateProfileImageDto): Promise<UserProfileSettingsDto> {
    return settingsOf(await this.commandBus.execute(new UpdateUserProfileCommand(user.id, { field: 'profileImage', path: body.imageUrl })));
  }

  @Post('hero-image')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sets your profile hero image', description: 'imageUrl: the objectPath of an image you uploaded (POST /api/objects/upload, then PUT).' })
  @ApiOkResponse({ type: UserProfileSettingsDto })
  @ApiResponse({ status: 400, type: ErrorDto, description: 'imageUrl missing, or not the path of an image you uploaded' })
  async updateHeroImage(@CurrentUser() user: SignedInUser, @Body() body: UpdateProfileImageDto): Promise<UserProfileSettingsDto> {
    return settingsOf(await this.commandBus.execute(new UpdateUserProfileCommand(user.id, { field: 'heroImage', path: body.imageUrl })));
  }
}

function settingsOf(profile: UserProfile): UserProfileSettingsDto {
  return { displayName: profile.displayName, bio: profile.bio, profileImage: profile.profileImage, heroImage: profile.heroImage };
}
