import { commissionStandingOf } from './commission-standing';

describe('where a commission stands, in the curator’s words', () => {
  const entry = (status: Parameters<typeof commissionStandingOf>[0]['status'], payableAt: Date | null = null, lastReason: string | null = null) => ({ kind: 'commission' as const, status, payableAt, lastReason });

  it.each([
    [entry('pending'), 'waiting_for_delivery', 'waiting for delivery'],
    [entry('pending', new Date('2026-12-29T18:30:00Z')), 'on_hold', 'on hold until Dec 29, 2026'],
    [entry('pending', new Date('2027-01-01T00:00:00Z')), 'on_hold', 'on hold until Jan 1, 2027'],
    [entry('payable', new Date('2026-12-01T00:00:00Z')), 'payable', 'payable'],
    [entry('in_payout'), 'payable', 'payable'],
    [entry('paid'), 'paid', 'paid'],
    [entry('reversed', null, 'delivery_refused'), 'reversed', 'reversed: refused at the door'],
    [entry('reversed', null, 'shipment_returned'), 'reversed', 'reversed: returned'],
    [entry('reversed', null, 'order_cancelled'), 'reversed', 'reversed: order cancelled'],
    [entry('reversed', null, 'order_refunded'), 'reversed', 'reversed: refunded'],
  ])('%o → %s, "%s"', (input, standing, text) => {
    expect(commissionStandingOf(input)).toEqual({ standing, text });
  });
});
