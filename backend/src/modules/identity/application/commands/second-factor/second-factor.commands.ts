import { Command, Query } from '@nestjs/cqrs';

/** Starts setting up an authenticator app: a new secret (not yet in force) and the URI for its QR code. */
export class StartTotpSetupCommand extends Command<{ secret: string; otpauthUrl: string }> {
  constructor(
    readonly userId: string,
    readonly username: string,
  ) {
    super();
  }
}

/** Confirms the set-up with a first code; answers the ten recovery codes, shown this once. */
export class EnableTotpCommand extends Command<{ recoveryCodes: string[] }> {
  constructor(
    readonly userId: string,
    readonly code: string,
  ) {
    super();
  }
}

/** Turns the authenticator app off (the HTTP edge asks for a fresh confirmation first). */
export class DisableTotpCommand extends Command<void> {
  constructor(readonly userId: string) {
    super();
  }
}

/**
 * Checks a second factor: a current TOTP code (each time step once) or an unused recovery code (spent).
 * Wrong answers count toward SECOND_FACTOR_THROTTLE. Answers which kind was used.
 */
export class VerifySecondFactorCommand extends Command<'totp' | 'recovery_code'> {
  constructor(
    readonly userId: string,
    readonly answer: { code?: string; recoveryCode?: string },
    /** What it is for: a sign-in is written to the audit log as one. */
    readonly purpose: 'sign_in' | 'step_up' = 'step_up',
  ) {
    super();
  }
}

export interface SecondFactorStatus {
  totpEnabled: boolean;
  recoveryCodesLeft: number;
}

export class GetSecondFactorStatusQuery extends Query<SecondFactorStatus> {
  constructor(readonly userId: string) {
    super();
  }
}

/** Step-up for an account without a second factor: its password again (counted with failed sign-ins). */
export class ConfirmPasswordCommand extends Command<void> {
  constructor(
    readonly username: string,
    readonly password: string,
    readonly ipAddress: string | null,
  ) {
    super();
  }
}
