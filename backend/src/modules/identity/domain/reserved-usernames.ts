import { DomainError } from '../../../shared/domain/domain-error';

/**
 * Usernames nobody may register: names the UI treats specially or that would impersonate staff.
 * Compared without letter case. The configured admin (ADMIN_USERNAME) is created at boot, not registered,
 * so it may use one of them. The server never trusts a name: admin rights come from the role only.
 */
export const RESERVED_USERNAMES: readonly string[] = ['admin', 'administrator', 'root', 'support', 'rounds', 'staff', 'system', 'moderator', 'help'];

export function isReservedUsername(username: string): boolean {
  return RESERVED_USERNAMES.includes(username.trim().toLowerCase());
}

export class ReservedUsernameError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'USERNAME_RESERVED';
  constructor(username: string) {
    super(`The username "${username}" is reserved. Please choose another.`);
  }
}

/** Every registration (shopper sign-up, brand registration) goes through this. */
export function assertRegistrableUsername(username: string): void {
  if (isReservedUsername(username)) throw new ReservedUsernameError(username);
}
