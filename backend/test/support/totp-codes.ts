import { Secret, TOTP } from 'otpauth';

const PERIOD_MS = 30_000;

/**
 * The code an authenticator app would show for `secret`, `stepsFromNow` 30-second steps from now (the server
 * accepts the step before and after the current one, each once). Call `untilStepHasTime` first so the
 * current step does not end between computing a code and the server checking it.
 */
export function totpCode(secret: string, stepsFromNow = 0): string {
  return new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: Date.now() + stepsFromNow * PERIOD_MS });
}

/** Waits until at least `needMs` of the current 30-second step are left (waits for the clock's state, at most one step). */
export async function untilStepHasTime(needMs = 8_000): Promise<void> {
  while (PERIOD_MS - (Date.now() % PERIOD_MS) < needMs) await new Promise((resolve) => setTimeout(resolve, 250));
}
