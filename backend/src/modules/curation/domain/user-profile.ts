/** The profile page's layout: its sections and the custom blocks the owner added. */
export interface PageLayout {
  sections: unknown[];
  customBlocks: unknown[];
}

/** An account's profile; every account has one, empty until its owner fills it in. */
export interface UserProfile {
  userId: string;
  displayName: string | null;
  bio: string | null;
  profileImage: string | null;
  heroImage: string | null;
  pageLayout: PageLayout | null;
}

export function emptyUserProfile(userId: string): UserProfile {
  return { userId, displayName: null, bio: null, profileImage: null, heroImage: null, pageLayout: null };
}

/** As specified, display name and bio are trimmed; an empty one clears the field. */
export const MAX_DISPLAY_NAME_LENGTH = 100;
export const MAX_BIO_LENGTH = 500;

export type ProfileTextField = 'displayName' | 'bio';
export type ProfileImageField = 'profileImage' | 'heroImage';

/** The stored value of a display name or bio as typed: trimmed, null when nothing is left. */
export function normalizedProfileText(value: string): string | null {
  const trimmed = value.trim();
  return trimmed === '' ? null : trimmed;
}
