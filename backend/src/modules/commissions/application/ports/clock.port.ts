export const CLOCK = Symbol('CLOCK');

/** Where the ledger reads the time (holds, payout periods), so tests set it instead of waiting. */
export interface Clock {
  now(): Date;
}
