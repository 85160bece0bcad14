import { isUnder21, needsDateOfBirth } from './date-of-birth';

describe('date of birth at checkout', () => {
  const now = new Date('2026-06-15T23:30:00Z');

  it('is 21 on the birthday (the UTC day), under 21 the day before', () => {
    expect(isUnder21('2005-06-15', now)).toBe(false);
    expect(isUnder21('2005-06-16', now)).toBe(true);
    expect(isUnder21('1990-04-12', now)).toBe(false);
    expect(isUnder21('2005-06', now)).toBeNull();
  });

  it('asks only while the account has declared none', () => {
    expect(needsDateOfBirth('unverified')).toBe(true);
    expect(needsDateOfBirth('self_attested')).toBe(true);
    expect(needsDateOfBirth('dob_declared')).toBe(false);
    expect(needsDateOfBirth('id_checked')).toBe(false);
    expect(needsDateOfBirth(undefined)).toBe(false);
  });
});
