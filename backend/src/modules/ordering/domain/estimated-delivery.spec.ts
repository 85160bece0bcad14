import { estimatedDeliveryFor } from './estimated-delivery';

describe('estimatedDeliveryFor', () => {
  const now = new Date('2025-03-08T22:30:00.000Z');

  it('is now + 3 hours for same-day delivery', () => {
    expect(estimatedDeliveryFor('delivery', now).toISOString()).toBe('2025-03-09T01:30:00.000Z');
  });

  it('is now + 3 days for shipping, across a daylight-saving change', () => {
    // US clocks move forward on 2025-03-09; the estimate is still 72 hours later.
    expect(estimatedDeliveryFor('shipping', now).toISOString()).toBe('2025-03-11T22:30:00.000Z');
  });

  it('does not change the given clock', () => {
    estimatedDeliveryFor('shipping', now);
    expect(now.toISOString()).toBe('2025-03-08T22:30:00.000Z');
  });
});
