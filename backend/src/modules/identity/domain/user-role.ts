/** Account roles enforced on the server (seed 001 §6). */
export const USER_ROLES = ['user', 'creator', 'brand', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];

/** Curator tiers (curatorStatus), which set the commission rate. */
export const CURATOR_STATUSES = ['user', 'level1_curator', 'level2_curator', 'platinum_curator'] as const;
export type CuratorStatus = (typeof CURATOR_STATUSES)[number];
