import type { ProfileImageField, ProfileTextField } from '../../../domain/user-profile';

/** POST /api/user/settings/display-name|bio (text) and profile-image|hero-image (an uploaded image's path). */
export class UpdateUserProfileCommand {
  constructor(
    readonly userId: string,
    readonly change: { field: ProfileTextField; value: string } | { field: ProfileImageField; path: string },
  ) {}
}
