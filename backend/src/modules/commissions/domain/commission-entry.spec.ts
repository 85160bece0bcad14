import {
  assertEntryTransition,
  canMoveEntry,
  COMMISSION_ENTRY_STATUSES,
  COMMISSION_ENTRY_TRANSITIONS,
  CommissionEntryStatus,
  CommissionEntryTransitionError,
  onOrderRefunded,
  payableAt,
  statusesMovingTo,
} from './commission-entry';

const allowed: [CommissionEntryStatus, CommissionEntryStatus][] = [
  ['pending', 'payable'],
  ['pending', 'reversed'],
  ['payable', 'in_payout'],
  ['payable', 'reversed'],
  ['in_payout', 'paid'],
  ['in_payout', 'payable'],
];
const forbidden = COMMISSION_ENTRY_STATUSES.flatMap((from) => COMMISSION_ENTRY_STATUSES.map((to): [CommissionEntryStatus, CommissionEntryStatus] => [from, to])).filter(
  ([from, to]) => !allowed.some(([a, b]) => a === from && b === to),
);

describe('commission entry transitions', () => {
  it('has exactly the documented table', () => {
    expect(COMMISSION_ENTRY_STATUSES.flatMap((from) => COMMISSION_ENTRY_TRANSITIONS[from].map((to) => [from, to]))).toEqual(allowed);
  });

  it.each(allowed)('allows %s → %s', (from, to) => {
    expect(canMoveEntry(from, to)).toBe(true);
    expect(() => assertEntryTransition(from, to)).not.toThrow();
  });

  it.each(forbidden)('refuses %s → %s', (from, to) => {
    expect(() => assertEntryTransition(from, to)).toThrow(CommissionEntryTransitionError);
  });

  it('says what is possible instead', () => {
    expect(() => assertEntryTransition('paid', 'reversed')).toThrow('A commission that is paid cannot become reversed; paid is final.');
    expect(() => assertEntryTransition('pending', 'paid')).toThrow('A commission that is pending cannot become paid; it can only become payable or reversed.');
  });

  it('knows which statuses may move to a status, for set-based updates', () => {
    expect(statusesMovingTo('reversed')).toEqual(['pending', 'payable']);
    expect(statusesMovingTo('payable')).toEqual(['pending', 'in_payout']);
  });

  it('reverses an entry no payout has taken, and adjusts one a payout has', () => {
    expect(onOrderRefunded('pending')).toBe('reverse');
    expect(onOrderRefunded('payable')).toBe('reverse');
    expect(onOrderRefunded('in_payout')).toBe('adjust');
    expect(onOrderRefunded('paid')).toBe('adjust');
    expect(onOrderRefunded('reversed')).toBe('nothing');
  });

  it('holds an entry the given number of days after payment', () => {
    expect(payableAt(new Date('2026-11-01T10:00:00Z'), 14).toISOString()).toBe('2026-11-15T10:00:00.000Z');
    expect(payableAt(new Date('2026-11-01T10:00:00Z'), 0).toISOString()).toBe('2026-11-01T10:00:00.000Z');
  });
});
