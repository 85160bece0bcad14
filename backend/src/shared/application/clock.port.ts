export const CLOCK = Symbol('CLOCK');

/**
 * Where application code reads the time: handlers ask the clock and hand `now` to the domain, so a
 * spec sets the time (a {@link FixedClock}) instead of waiting for it. Provided for every module by
 * the infrastructure module (the wall clock).
 */
export interface Clock {
  now(): Date;
}

/** A clock that always answers the same instant: for handler specs, and for work that pins its time. */
export class FixedClock implements Clock {
  constructor(private readonly at: Date) {}

  now(): Date {
    return new Date(this.at.getTime());
  }
}
