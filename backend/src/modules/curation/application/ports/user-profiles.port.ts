import type { CustomBlock, ValidatedPageLayout } from '../../domain/custom-blocks';
import type { ProfileImageField, ProfileTextField, UserProfile } from '../../domain/user-profile';

export const USER_PROFILES = Symbol('USER_PROFILES');

export interface UserProfiles {
  /** Null when the account has no profile row yet (an empty profile). */
  find(userId: string): Promise<UserProfile | null>;
  /** Sets one field, creating the profile row when there is none; answers the whole profile. */
  setField(userId: string, field: ProfileTextField | ProfileImageField, value: string | null): Promise<UserProfile>;
  /** Replaces the page layout (sections and custom blocks), creating the profile row when there is none. */
  setPageLayout(userId: string, layout: ValidatedPageLayout): Promise<UserProfile>;
  /**
   * Appends a block to the saved layout, in one transaction with the row locked: `build` receives the
   * blocks saved now and answers the block to append (or throws).
   */
  appendCustomBlock(userId: string, build: (existing: CustomBlock[]) => CustomBlock): Promise<CustomBlock>;
}
