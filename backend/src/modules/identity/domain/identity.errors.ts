import { DomainError } from '../../../shared/domain/domain-error';

export class UsernameTakenError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'USERNAME_TAKEN';
  constructor(username: string) {
    super(`The username "${username}" is already taken. Please choose another.`);
  }
}

/** One generic message, so a caller cannot tell which half of the credentials was wrong. */
export class InvalidCredentialsError extends DomainError {
  readonly kind = 'unauthorized' as const;
  readonly code = 'INVALID_CREDENTIALS';
  constructor() {
    super('Invalid username or password.');
  }
}

export class TooManySignInAttemptsError extends DomainError {
  readonly kind = 'too_many_requests' as const;
  readonly code = 'TOO_MANY_SIGN_IN_ATTEMPTS';
  override readonly retryAfterSeconds: number;
  constructor(retryAfterMinutes: number) {
    super(`Too many failed sign-in attempts. Please wait ${retryAfterMinutes} minute${retryAfterMinutes === 1 ? '' : 's'} and try again.`);
    this.retryAfterSeconds = retryAfterMinutes * 60;
  }
}

/** Too many passwords are being checked at this moment (a flood of sign-ins or registrations). */
export class PasswordCheckBusyError extends DomainError {
  readonly kind = 'too_many_requests' as const;
  readonly code = 'SERVER_BUSY';
  constructor(override readonly retryAfterSeconds: number) {
    super(`Too many sign-ins are being checked right now. Please try again in ${retryAfterSeconds} seconds.`);
  }
}

export class NotSignedInError extends DomainError {
  readonly kind = 'unauthorized' as const;
  readonly code = 'NOT_SIGNED_IN';
  constructor() {
    super('Please sign in first.');
  }
}

export class RoleRequiredError extends DomainError {
  readonly kind = 'forbidden' as const;
  readonly code = 'ROLE_REQUIRED';
  constructor(roles: readonly string[]) {
    const named = roles.join(' or ');
    super(`This needs ${/^[aeiou]/i.test(named) ? 'an' : 'a'} ${named} account.`);
  }
}

export class AccountDeactivatedError extends DomainError {
  readonly kind = 'forbidden' as const;
  readonly code = 'ACCOUNT_DEACTIVATED';
  constructor() {
    super('This account has been deactivated. Please contact support.');
  }
}

export class UserNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'USER_NOT_FOUND';
  constructor(userId: string) {
    super(`No user has the id "${userId}".`);
  }
}

export class CannotDeactivateSelfError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'CANNOT_DEACTIVATE_SELF';
  constructor() {
    super('You cannot deactivate your own account.');
  }
}

/** No session of the signed-in user has this id (it ended, or it is someone else's: the answer is the same). */
export class SessionNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'SESSION_NOT_FOUND';
  constructor() {
    super('No session of yours has this id; it may have ended already.');
  }
}

export class CannotChangeOwnRoleError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'CANNOT_CHANGE_OWN_ROLE';
  constructor() {
    super('You cannot change your own role: ask another admin.');
  }
}

/** A reset or verification link that is unknown, already used or expired: one message for all three. */
export class InvalidAccountTokenError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'INVALID_TOKEN';
  constructor(what: 'reset' | 'verification') {
    super(what === 'reset' ? 'This password reset link is invalid or has expired. Please ask for a new one.' : 'This confirmation link is invalid or has expired. Please ask for a new one.');
  }
}

/** The current password given with a settings change is wrong. */
export class WrongCurrentPasswordError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'WRONG_CURRENT_PASSWORD';
  constructor() {
    super('Your current password is not correct.');
  }
}

export class NoEmailAddressError extends DomainError {
  readonly kind = 'validation' as const;
  readonly code = 'NO_EMAIL_ADDRESS';
  constructor() {
    super('Your account has no e-mail address yet. Add one in Settings first.');
  }
}

/** Payouts go only to accounts whose address is confirmed (the payout mail must reach its owner). */
export class EmailNotVerifiedError extends DomainError {
  readonly kind = 'forbidden' as const;
  readonly code = 'EMAIL_NOT_VERIFIED';
  constructor() {
    super('Please confirm your e-mail address first: we sent you a link (Settings → Send a new link).');
  }
}
