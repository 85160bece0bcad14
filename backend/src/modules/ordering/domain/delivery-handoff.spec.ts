import { ageOn, calendarDayOf, checkHandoff, dayAtShipTo, DeliveryRefusedError, parseCalendarDate } from './delivery-handoff';

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
    expect(() => checkHandoff(id('1990-01-01', '2026-06-14'), today, null)).toThrow("idExpiresOn must not have passed: the ID expired on 2026-06-14 and cannot prove the recipient's age.");
  });

  it('refuses an expired or unreadable expiry date naming the field idExpiresOn', () => {
    for (const expires of ['2026-06-14', '2026-02-30']) {
      try {
        checkHandoff(id('1990-01-01', expires), today, null);
        throw new Error('expected a refusal');
      } catch (error) {
        expect(error).toBeInstanceOf(DeliveryRefusedError);
        expect((error as DeliveryRefusedError).code).toBe('ID_EXPIRED');
        expect((error as DeliveryRefusedError).message).toMatch(/^idExpiresOn /);
      }
    }
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

describe("the day at the door: the ship-to address's calendar, not UTC", () => {
  const at = (iso: string) => new Date(iso);
  /** 'hand_over', or the reason the delivery is refused. */
  const handoff = (birth: string, instant: string, state: string, expires = '2030-01-01') => {
    const outcome = checkHandoff(id(birth, expires), dayAtShipTo(at(instant), state), null);
    return outcome.kind === 'refuse' ? outcome.reason : outcome.kind;
  };

  it("hands over on the 21st birthday as the recipient's own calendar has it, morning and evening", () => {
    // 10 am and 7 pm in Los Angeles on June 15 (the evening is June 16 in UTC).
    expect(handoff('2005-06-15', '2026-06-15T17:00:00Z', 'CA')).toBe('hand_over');
    expect(handoff('2005-06-15', '2026-06-16T02:00:00Z', 'CA')).toBe('hand_over');
    expect(dayAtShipTo(at('2026-06-16T02:00:00Z'), 'CA')).toEqual({ year: 2026, month: 6, day: 15 });
  });

  it('refuses an evening handoff in New York the day before the 21st birthday, though UTC is already on the birthday', () => {
    const eveningInNewYork = '2026-06-16T00:30:00Z'; // 8:30 pm EDT, June 15
    expect(calendarDayOf(at(eveningInNewYork))).toEqual({ year: 2026, month: 6, day: 16 });
    expect(dayAtShipTo(at(eveningInNewYork), 'NY')).toEqual({ year: 2026, month: 6, day: 15 });
    expect(handoff('2005-06-16', eveningInNewYork, 'NY')).toBe('underage');
    // The next morning in New York they are 21.
    expect(handoff('2005-06-16', '2026-06-16T13:00:00Z', 'NY')).toBe('hand_over');
  });

  it('refuses an evening handoff in Los Angeles the day before the 21st birthday', () => {
    const eveningInLosAngeles = '2026-06-16T05:00:00Z'; // 10 pm PDT, June 15
    expect(handoff('2005-06-16', eveningInLosAngeles, 'CA')).toBe('underage');
    expect(handoff('2005-06-16', eveningInLosAngeles, 'NY')).toBe('hand_over'); // 1 am June 16 in New York
  });

  it('someone born on Feb 29 turns 21 on Mar 1 at the door: not on the evening of Feb 28 in New York (UTC Mar 1), yes the next day', () => {
    expect(handoff('2004-02-29', '2025-03-01T03:00:00Z', 'NY')).toBe('underage'); // 10 pm EST, Feb 28
    expect(handoff('2004-02-29', '2025-03-01T15:00:00Z', 'NY')).toBe('hand_over');
    expect(handoff('2004-02-29', '2025-03-01T07:00:00Z', 'CA')).toBe('underage'); // 11 pm PST, Feb 28
    expect(handoff('2004-02-29', '2025-03-01T08:30:00Z', 'CA')).toBe('hand_over'); // 12:30 am PST, Mar 1
  });

  it('reads the expiry day on the same calendar: an ID expiring today in New York is still valid at 9 pm there', () => {
    expect(handoff('1990-01-01', '2026-06-16T01:00:00Z', 'NY', '2026-06-15')).toBe('hand_over');
    expect(() => handoff('1990-01-01', '2026-06-16T05:00:00Z', 'NY', '2026-06-15')).toThrow(DeliveryRefusedError);
  });
});
