import { Query } from '@nestjs/cqrs';
import type { UserProfile } from '../../../domain/user-profile';

/** An account's profile: display name, bio, images, page layout (empty when never filled in). */
export class GetUserProfileQuery extends Query<UserProfile> {
  constructor(readonly userId: string) {
    super();
  }
}
