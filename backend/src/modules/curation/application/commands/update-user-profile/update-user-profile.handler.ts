import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler, QueryBus } from '@nestjs/cqrs';
import { GetUploadedObjectQuery, UploadedObjectView } from '../../../../media';
import { assertOwnUploadedImage } from '../../../domain/creator-images';
import { normalizedProfileText, UserProfile } from '../../../domain/user-profile';
import { USER_PROFILES, UserProfiles } from '../../ports/user-profiles.port';
import { UpdateUserProfileCommand } from './update-user-profile.command';

@CommandHandler(UpdateUserProfileCommand)
export class UpdateUserProfileHandler implements ICommandHandler<UpdateUserProfileCommand, UserProfile> {
  constructor(
    @Inject(USER_PROFILES) private readonly profiles: UserProfiles,
    private readonly queryBus: QueryBus,
  ) {}

  async execute({ userId, change }: UpdateUserProfileCommand): Promise<UserProfile> {
    if ('value' in change) return this.profiles.setField(userId, change.field, normalizedProfileText(change.value));
    const uploaded: UploadedObjectView | null = await this.queryBus.execute(new GetUploadedObjectQuery(change.path));
    assertOwnUploadedImage('imageUrl', userId, uploaded);
    return this.profiles.setField(userId, change.field, uploaded!.objectPath);
  }
}
