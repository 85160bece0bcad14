/** Account roles enforced on the server. Curator tiers belong to commissions (curator-tier.ts). */
export const USER_ROLES = ['user', 'creator', 'brand', 'admin'] as const;
export type UserRole = (typeof USER_ROLES)[number];
