import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { emptyUserProfile, UserProfile } from '../../../domain/user-profile';
import { USER_PROFILES, UserProfiles } from '../../ports/user-profiles.port';
import { GetUserProfileQuery } from './get-user-profile.query';

@QueryHandler(GetUserProfileQuery)
export class GetUserProfileHandler implements IQueryHandler<GetUserProfileQuery, UserProfile> {
  constructor(@Inject(USER_PROFILES) private readonly profiles: UserProfiles) {}

  async execute({ userId }: GetUserProfileQuery): Promise<UserProfile> {
    return (await this.profiles.find(userId)) ?? emptyUserProfile(userId);
  }
}
