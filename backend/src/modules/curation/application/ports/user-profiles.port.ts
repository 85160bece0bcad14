import type { UserProfile } from '../../domain/user-profile';

export const USER_PROFILES = Symbol('USER_PROFILES');

export interface UserProfiles {
  /** Null when the account has no profile row yet (an empty profile). */
  find(userId: string): Promise<UserProfile | null>;
}
