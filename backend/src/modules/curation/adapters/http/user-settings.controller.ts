import { Body, Controller, HttpCode, Post, UseGuards } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiDomainErrors, ApiSignedIn } from '../../../../shared/infrastructure/http/api-docs';
import { NotAnImageError, NotOwnUploadError } from '../../domain/creator-images';
import { CurrentUser, SignedInGuard, SignedInUser } from '../../../identity';
import { UpdateUserProfileCommand } from '../../application/commands/update-user-profile/update-user-profile.command';
import type { UserProfile } from '../../domain/user-profile';
import { UpdateBioDto, UpdateDisplayNameDto, UpdateProfileImageDto, UserProfileSettingsDto } from './dto/user-settings.dto';

/** The 400 answers of an image path that is not one of the caller's uploaded images. */
const IMAGE_URL_ERRORS = [new NotOwnUploadError('imageUrl'), new NotAnImageError('imageUrl')];

/** The signed-in user's own profile fields; GET /api/user shows them. */
@ApiTags('Profile')
@ApiSignedIn()
@UseGuards(SignedInGuard)
@Controller('user/settings')
export class UserSettingsController {
  constructor(private readonly commandBus: CommandBus) {}

  @Post('display-name')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Set your display name',
    description: 'Sets the display name of your profile, trimmed; an empty one clears it. At most 100 characters. Changes your profile; repeating it changes nothing more.',
  })
  @ApiOkResponse({ type: UserProfileSettingsDto, description: 'Your profile fields now' })
  async updateDisplayName(@CurrentUser() user: SignedInUser, @Body() body: UpdateDisplayNameDto): Promise<UserProfileSettingsDto> {
    return settingsOf(await this.commandBus.execute(new UpdateUserProfileCommand(user.id, { field: 'displayName', value: body.displayName })));
  }

  @Post('bio')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Set your bio',
    description: 'Sets the bio of your profile, trimmed; an empty one clears it. At most 500 characters, kept as plain text. Changes your profile; repeating it changes nothing more.',
  })
  @ApiOkResponse({ type: UserProfileSettingsDto, description: 'Your profile fields now' })
  async updateBio(@CurrentUser() user: SignedInUser, @Body() body: UpdateBioDto): Promise<UserProfileSettingsDto> {
    return settingsOf(await this.commandBus.execute(new UpdateUserProfileCommand(user.id, { field: 'bio', value: body.bio })));
  }

  @Post('profile-image')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Set your profile picture',
    description:
      'Sets your profile picture to imageUrl: the objectPath of an image you uploaded (POST /api/objects/upload, then PUT the file). Changes your profile; repeating it changes nothing more.',
  })
  @ApiOkResponse({ type: UserProfileSettingsDto, description: 'Your profile fields now' })
  @ApiDomainErrors(...IMAGE_URL_ERRORS)
  async updateProfileImage(@CurrentUser() user: SignedInUser, @Body() body: UpdateProfileImageDto): Promise<UserProfileSettingsDto> {
    return settingsOf(await this.commandBus.execute(new UpdateUserProfileCommand(user.id, { field: 'profileImage', path: body.imageUrl })));
  }

  @Post('hero-image')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Set your profile hero image',
    description:
      'Sets the hero image of your profile to imageUrl: the objectPath of an image you uploaded (POST /api/objects/upload, then PUT the file). Changes your profile; repeating it changes nothing more.',
  })
  @ApiOkResponse({ type: UserProfileSettingsDto, description: 'Your profile fields now' })
  @ApiDomainErrors(...IMAGE_URL_ERRORS)
  async updateHeroImage(@CurrentUser() user: SignedInUser, @Body() body: UpdateProfileImageDto): Promise<UserProfileSettingsDto> {
    return settingsOf(await this.commandBus.execute(new UpdateUserProfileCommand(user.id, { field: 'heroImage', path: body.imageUrl })));
  }
}

function settingsOf(profile: UserProfile): UserProfileSettingsDto {
  return { displayName: profile.displayName, bio: profile.bio, profileImage: profile.profileImage, heroImage: profile.heroImage };
}
