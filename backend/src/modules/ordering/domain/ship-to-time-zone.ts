import { type CalendarDate, calendarDayIn } from '../../../shared/domain/calendar-date';

/** The zone of a ship-to address whose state is unknown (or missing): the one most Americans' clocks do not run ahead of. */
export const FALLBACK_SHIP_TO_TIME_ZONE = 'America/New_York';

/**
 * Each US state's (and territory's) IANA time zone: the zone most of its people live in. A state split
 * between zones (Florida's panhandle, western Kentucky, eastern Oregon, Idaho's north, west Texas…)
 * takes the zone of its majority; the address's ZIP code would say more, but a per-ZIP table is data
 * the shop does not keep, and the door's day differs only in the hour around midnight at the seam.
 */
export const STATE_TIME_ZONES: Readonly<Record<string, string>> = {
  AL: 'America/Chicago',
  AK: 'America/Anchorage',
  AZ: 'America/Phoenix',
  AR: 'America/Chicago',
  CA: 'America/Los_Angeles',
  CO: 'America/Denver',
  CT: 'America/New_York',
  DE: 'America/New_York',
  DC: 'America/New_York',
  FL: 'America/New_York',
  GA: 'America/New_York',
  HI: 'Pacific/Honolulu',
  ID: 'America/Boise',
  IL: 'America/Chicago',
  IN: 'America/Indiana/Indianapolis',
  IA: 'America/Chicago',
  KS: 'America/Chicago',
  KY: 'America/New_York',
  LA: 'America/Chicago',
  ME: 'America/New_York',
  MD: 'America/New_York',
  MA: 'America/New_York',
  MI: 'America/Detroit',
  MN: 'America/Chicago',
  MS: 'America/Chicago',
  MO: 'America/Chicago',
  MT: 'America/Denver',
  NE: 'America/Chicago',
  NV: 'America/Los_Angeles',
  NH: 'America/New_York',
  NJ: 'America/New_York',
  NM: 'America/Denver',
  NY: 'America/New_York',
  NC: 'America/New_York',
  ND: 'America/Chicago',
  OH: 'America/New_York',
  OK: 'America/Chicago',
  OR: 'America/Los_Angeles',
  PA: 'America/New_York',
  RI: 'America/New_York',
  SC: 'America/New_York',
  SD: 'America/Chicago',
  TN: 'America/Chicago',
  TX: 'America/Chicago',
  UT: 'America/Denver',
  VT: 'America/New_York',
  VA: 'America/New_York',
  WA: 'America/Los_Angeles',
  WV: 'America/New_York',
  WI: 'America/Chicago',
  WY: 'America/Denver',
  PR: 'America/Puerto_Rico',
  VI: 'America/St_Thomas',
  GU: 'Pacific/Guam',
  AS: 'Pacific/Pago_Pago',
  MP: 'Pacific/Saipan',
};

/** The IANA zone of a ship-to state (two letters, any case); {@link FALLBACK_SHIP_TO_TIME_ZONE} when unknown. */
export function timeZoneOfState(state: string | null | undefined): string {
  return (state && STATE_TIME_ZONES[state.trim().toUpperCase()]) || FALLBACK_SHIP_TO_TIME_ZONE;
}

/**
 * The calendar day at the ship-to address at `instant`: the day on the recipient's wall calendar, the
 * one an ID's dates are read against. At 8 pm in New York it is already tomorrow in UTC; someone turning
 * 21 tomorrow is 20 at that door.
 */
export function dayAtShipTo(instant: Date, state: string | null | undefined): CalendarDate {
  return calendarDayIn(instant, timeZoneOfState(state));
}
