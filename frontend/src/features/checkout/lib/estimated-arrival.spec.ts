import { estimatedArrivalText } from './estimated-arrival';

describe('estimatedArrivalText', () => {
  it('says Today for a delivery that arrives before midnight in the shopper\'s zone', () => {
    // 2:04 PM in Los Angeles.
    expect(estimatedArrivalText('delivery', new Date('2026-11-23T22:04:00Z'), 'America/Los_Angeles')).toBe('Today by 5:04 PM');
  });

  it('says Tomorrow when the 3 hours pass midnight: 9:04 PM → Tomorrow by 12:04 AM', () => {
    const at904pm = new Date('2026-11-24T05:04:00Z'); // 9:04 PM on Nov 23 in Los Angeles
    expect(estimatedArrivalText('delivery', at904pm, 'America/Los_Angeles')).toBe('Tomorrow by 12:04 AM');
    // The same instant is 12:04 AM on Nov 24 in New York: arrives the same day there.
    expect(estimatedArrivalText('delivery', at904pm, 'America/New_York')).toBe('Today by 3:04 AM');
  });

  it('counts days in the zone, not in UTC', () => {
    // 11:30 PM on Nov 23 in Tokyo is 2:30 PM UTC: the delivery lands on Nov 24 in Tokyo.
    expect(estimatedArrivalText('delivery', new Date('2026-11-23T14:30:00Z'), 'Asia/Tokyo')).toBe('Tomorrow by 2:30 AM');
    expect(estimatedArrivalText('delivery', new Date('2026-11-23T14:30:00Z'), 'UTC')).toBe('Today by 5:30 PM');
  });

  it('dates shipping 3 calendar days out in the zone, across a DST change', () => {
    expect(estimatedArrivalText('shipping', new Date('2026-11-24T05:04:00Z'), 'America/Los_Angeles')).toBe('Thursday, November 26');
    expect(estimatedArrivalText('shipping', new Date('2026-11-24T05:04:00Z'), 'Europe/Berlin')).toBe('Friday, November 27');
    // Clocks go back on Nov 1 2026 in the US: Oct 31 11:30 PM + 3 days is still Nov 3.
    expect(estimatedArrivalText('shipping', new Date('2026-11-01T06:30:00Z'), 'America/Los_Angeles')).toBe('Tuesday, November 3');
  });
});
