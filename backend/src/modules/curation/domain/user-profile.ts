/** The profile page's layout: its sections and the custom blocks the owner added (seed 001 §2). */
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
