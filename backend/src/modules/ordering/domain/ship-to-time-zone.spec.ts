import { FALLBACK_SHIP_TO_TIME_ZONE, STATE_TIME_ZONES, dayAtShipTo, timeZoneOfState } from './ship-to-time-zone';

describe('the ship-to time zone', () => {
  it('knows every state, DC and the territories, each a zone the runtime can read', () => {
    expect(Object.keys(STATE_TIME_ZONES)).toHaveLength(56);
    for (const zone of Object.values(STATE_TIME_ZONES)) expect(() => new Intl.DateTimeFormat('en-US', { timeZone: zone })).not.toThrow();
  });

  it('takes the zone most of the state lives in', () => {
    expect(timeZoneOfState('NY')).toBe('America/New_York');
    expect(timeZoneOfState('CA')).toBe('America/Los_Angeles');
    expect(timeZoneOfState('TX')).toBe('America/Chicago');
    expect(timeZoneOfState('FL')).toBe('America/New_York');
    expect(timeZoneOfState('AZ')).toBe('America/Phoenix');
    expect(timeZoneOfState(' co ')).toBe('America/Denver');
  });

  it('falls back to New York for an unknown or missing state', () => {
    expect(FALLBACK_SHIP_TO_TIME_ZONE).toBe('America/New_York');
    expect(timeZoneOfState('ZZ')).toBe('America/New_York');
    expect(timeZoneOfState(null)).toBe('America/New_York');
    expect(dayAtShipTo(new Date('2026-01-01T03:00:00Z'), undefined)).toEqual({ year: 2025, month: 12, day: 31 });
  });

  it('reads the local calendar across a daylight-saving change and in Hawaii', () => {
    expect(dayAtShipTo(new Date('2026-03-08T06:30:00Z'), 'NY')).toEqual({ year: 2026, month: 3, day: 8 }); // 1:30 am EST
    expect(dayAtShipTo(new Date('2026-11-01T04:30:00Z'), 'NY')).toEqual({ year: 2026, month: 11, day: 1 }); // 12:30 am EDT
    expect(dayAtShipTo(new Date('2026-07-01T09:00:00Z'), 'HI')).toEqual({ year: 2026, month: 6, day: 30 }); // 11 pm HST
  });
});
