import { RoleRequiredError } from './identity.errors';
import type { UserRole } from './user-role';

/**
 * Signing up makes a shopper account. Creator, brand and admin are granted (the admin account from
 * ADMIN_USERNAME, demo data, later the admin tools), never chosen by whoever registers.
 */
export const SIGN_UP_ROLE: UserRole = 'user';

/** Brand registration (POST /api/auth/register-brand) makes a brand account, created together with its brand. */
export const BRAND_REGISTRATION_ROLE: UserRole = 'brand';

/** Refuses an account whose role is not among `allowed`; an empty list allows every signed-in account. */
export function assertHasRole(role: UserRole, allowed: readonly UserRole[]): void {
  if (allowed.length > 0 && !allowed.includes(role)) throw new RoleRequiredError(allowed);
}
