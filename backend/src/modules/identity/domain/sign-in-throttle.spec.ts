import { SIGN_IN_THROTTLE, lockedForMinutes } from './sign-in-throttle';

describe('sign-in throttle', () => {
  const now = new Date('2026-01-01T12:00:00Z');
  const minutesAgo = (m: number) => new Date(now.getTime() - m * 60000);

  it('does not lock below the limit', () => {
    expect(lockedForMinutes(Array.from({ length: 9 }, (_, i) => minutesAgo(i)), now)).toBe(0);
  });

  it('locks at the tenth failure until the oldest one leaves the window', () => {
    const failures = Array.from({ length: SIGN_IN_THROTTLE.maxFailures }, (_, i) => minutesAgo(i)); // oldest 9 min ago
    expect(lockedForMinutes(failures, now)).toBe(6);
  });

  it('never reports less than a minute while locked', () => {
    const failures = Array.from({ length: 10 }, () => minutesAgo(14.99));
    expect(lockedForMinutes(failures, now)).toBe(1);
  });
});
