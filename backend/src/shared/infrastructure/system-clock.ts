import type { Clock } from '../application/clock.port';

/** The wall clock. */
export class SystemClock implements Clock {
  now(): Date {
    return new Date();
  }
}
