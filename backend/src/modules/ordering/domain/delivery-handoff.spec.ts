import { ageOn, checkHandoff, DeliveryRefusedError, parseCalendarDate } from './delivery-handoff';

const day = (text: string) => {
  const parsed = parseCalendarDate(text);
  if (!parsed) throw new Error(`bad date ${text}`);
  return parsed;
};
const id = (idDateOfBirth: string, idExpiresOn = '2030-01-01') => ({ recipientName: 'Sam', idType: 'drivers_license' as const, idDateOfBirth, idExpiresOn });

describe('the age on the day of delivery', () => {
  it('turns 21 on the 21st birthday itself, not the day after', () => {
    expect(ageOn(day('2005-06-15'), day('2026-06-15'))).toBe(21);
    expect(ageOn(day('2005-06-15'), day('2026-06-14'))).toBe(20);
  });

  it('someone born on Feb 29 turns 21 on Mar 1 of a common year, and on Feb 29 of a leap year', () => {
    expect(ageOn(day('2004-02-29'), day('2025-02-28'))).toBe(20);
    expect(ageOn(day('2004-02-29'), day('2025-03-01'))).toBe(21);
    expect(ageOn(day('2008-02-29'), day('2029-02-28'))).toBe(20);
    expect(ageOn(day('2008-02-29'), day('2029-03-01'))).toBe(21);
    expect(ageOn(day('2004-02-28'), day('2025-02-28'))).toBe(21);
    expect(ageOn(day('2000-02-29'), day('2021-02-28'))).toBe(20);
    expect(ageOn(day('1984-02-29'), day('2005-02-28'))).toBe(20);
  });

  it('reads only real calendar dates', () => {
    expect(parseCalendarDate('2025-02-29')).toBeNull();
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseCalendarDate('2024-13-01')).toBeNull();
    expect(parseCalendarDate('04/12/1990')).toBeNull();
  });
});

describe('the handoff check', () => {
  const today = day('2026-06-15');

  it('hands over to someone 21 today and keeps only the year of birth', () => {
    expect(checkHandoff(id('2005-06-15'), today, null)).toEqual({ kind: 'hand_over', record: { recipientName: 'Sam', idType: 'drivers_license', birthYear: 2005, matchedDeclaredBirthDate: null } });
  });

  it('refuses the delivery to someone who turns 21 tomorrow', () => {
    expect(checkHandoff(id('2005-06-16'), today, null)).toEqual({ kind: 'refuse', reason: 'underage' });
    expect(checkHandoff(id('2005-06-16'), today, '2005-06-16')).toEqual({ kind: 'refuse', reason: 'underage' });
  });

  it('hands over only to the account holder when the account declared a date of birth', () => {
    expect(checkHandoff(id('1990-04-12'), today, '1990-04-12')).toEqual({ kind: 'hand_over', record: expect.objectContaining({ birthYear: 1990, matchedDeclaredBirthDate: true }) });
    expect(checkHandoff(id('1990-04-13'), today, '1990-04-12')).toEqual({ kind: 'refuse', reason: 'date_of_birth_mismatch' });
  });

  it('accepts an ID on its expiry day and refuses it the day after', () => {
    expect(() => checkHandoff(id('1990-01-01', '2026-06-15'), today, null)).not.toThrow();
    expect(() => checkHandoff(id('1990-01-01', '2026-06-14'), today, null)).toThrow("The ID expired on 2026-06-14; it cannot prove the recipient's age.");
  });

  it('refuses a future or impossible date of birth naming the field', () => {
    for (const birth of ['2026-06-16', '1990-02-30']) {
      try {
        checkHandoff(id(birth), today, null);
        throw new Error('expected a refusal');
      } catch (error) {
        expect(error).toBeInstanceOf(DeliveryRefusedError);
        expect((error as DeliveryRefusedError).code).toBe('ID_DATE_OF_BIRTH_INVALID');
        expect((error as DeliveryRefusedError).message).toContain('idDateOfBirth');
        expect((error as DeliveryRefusedError).kind).toBe('unprocessable');
      }
    }
  });
});
