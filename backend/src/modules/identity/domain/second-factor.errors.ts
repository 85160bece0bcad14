import { DomainError } from '../../../shared/domain/domain-error';

export class InvalidSecondFactorError extends DomainError {
  readonly kind = 'unauthorized' as const;
  readonly code = 'INVALID_SECOND_FACTOR';
  constructor() {
    super('That code is not right, or it was used already. Enter the current code from your authenticator app, or an unused recovery code.');
  }
}

export class TooManySecondFactorAttemptsError extends DomainError {
  readonly kind = 'too_many_requests' as const;
  readonly code = 'TOO_MANY_SECOND_FACTOR_ATTEMPTS';
  override readonly retryAfterSeconds: number;
  constructor(retryAfterMinutes: number) {
    super(`Too many wrong codes. Please wait ${retryAfterMinutes} minute${retryAfterMinutes === 1 ? '' : 's'} and try again.`);
    this.retryAfterSeconds = retryAfterMinutes * 60;
  }
}

export class NoSignInAwaitingCodeError extends DomainError {
  readonly kind = 'unauthorized' as const;
  readonly code = 'NO_SIGN_IN_AWAITING_CODE';
  constructor() {
    super('There is no sign-in waiting for a code in this browser, or it took longer than 5 minutes. Sign in with your password again.');
  }
}

export class TotpSetupNotStartedError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'TOTP_SETUP_NOT_STARTED';
  constructor() {
    super('Start the set-up first (POST /api/user/mfa/totp/setup), then confirm it with a code from your authenticator app.');
  }
}

export class TotpAlreadyEnabledError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'TOTP_ALREADY_ENABLED';
  constructor() {
    super('An authenticator app is already set up for this account. Turn it off first to set up another one.');
  }
}

export class TotpNotEnabledError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'TOTP_NOT_ENABLED';
  constructor() {
    super('No authenticator app is set up for this account.');
  }
}

/** A change that moves money (or turns a second factor off) needs a fresh confirmation: the client asks for a code or the password, then POST /api/user/step-up. */
export class StepUpRequiredError extends DomainError {
  readonly kind = 'forbidden' as const;
  readonly code = 'STEP_UP_REQUIRED';
  constructor() {
    super('Please confirm it is you: enter a code from your authenticator app (or your password if you have none) and try again.');
  }
}

/** The account's role (or the change it asks for) needs a second factor that it has not set up yet. */
export class SecondFactorEnrolmentRequiredError extends DomainError {
  readonly kind = 'forbidden' as const;
  readonly code = 'MFA_ENROLMENT_REQUIRED';
  constructor(what: string) {
    super(`${what} needs two-step sign-in: set up an authenticator app in Settings first.`);
  }
}
