import type { ProfileImageField, ProfileTextField, UserProfile } from '../../domain/user-profile';

export const USER_PROFILES = Symbol('USER_PROFILES');

export interface UserProfiles {
  /** Null when the account has no profile row yet (an empty profile). */
  find(userId: string): Promise<UserProfile | null>;
  /** Sets one field, creating the profile row when there is none; answers the whole profile. */
  setField(userId: string, field: ProfileTextField | ProfileImageField, value: string | null): Promise<UserProfile>;
}
