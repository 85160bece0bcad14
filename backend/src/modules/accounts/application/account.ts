import type { CuratorTier } from '../../commissions';
import type { AgeStatus, UserRole } from '../../identity';

/**
 * The signed-in user's own account as the API answers it: identity's account,
 * with commissions' tier and rate and curation's profile, each read from its owner.
 */
export interface Account {
  id: string;
  username: string;
  email: string | null;
  emailVerified: boolean;
  role: UserRole;
  curatorStatus: CuratorTier;
  commissionRate: number;
  ageVerified: boolean;
  ageStatus: AgeStatus;
  displayName: string | null;
  bio: string | null;
  profileImage: string | null;
  heroImage: string | null;
  pageLayout: unknown;
  createdAt: Date;
}
