import { DomainError } from '../../../shared/domain/domain-error';
import {
  assertTransition,
  canTransition,
  INITIAL_ORDER_STATUS,
  isFinalOrderStatus,
  isOrderStatus,
  ORDER_STATUS_TRANSITIONS,
  ORDER_STATUSES,
  OrderStatus,
  OrderStatusTransitionError,
} from './order-status';

const allowed: [OrderStatus, OrderStatus][] = [
  ['pending', 'paid'],
  ['pending', 'cancelled'],
  ['paid', 'fulfilled'],
  ['paid', 'refunded'],
  ['fulfilled', 'refunded'],
];

const allPairs: [OrderStatus, OrderStatus][] = ORDER_STATUSES.flatMap((from) =>
  ORDER_STATUSES.map((to): [OrderStatus, OrderStatus] => [from, to]),
);
const forbidden = allPairs.filter(([from, to]) => !allowed.some(([a, b]) => a === from && b === to));

describe('order status', () => {
  it('starts pending', () => {
    expect(INITIAL_ORDER_STATUS).toBe('pending');
  });

  it('has exactly the documented table', () => {
    const listed = ORDER_STATUSES.flatMap((from) => ORDER_STATUS_TRANSITIONS[from].map((to) => [from, to]));
    expect(listed).toEqual(allowed);
  });

  it.each(allowed)('allows %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(true);
    expect(() => assertTransition(from, to)).not.toThrow();
  });

  // Every pair not in the table, which covers backwards moves, self-moves and leaving a final status.
  it.each(forbidden)('refuses %s → %s', (from, to) => {
    expect(canTransition(from, to)).toBe(false);
    expect(() => assertTransition(from, to)).toThrow(OrderStatusTransitionError);
  });

  it('refuses cancelling a paid order: that is a refund', () => {
    expect(canTransition('paid', 'cancelled')).toBe(false);
  });

  it('throws a conflict DomainError that says what is possible instead', () => {
    try {
      assertTransition('fulfilled', 'pending');
      throw new Error('expected a refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      const refusal = error as OrderStatusTransitionError;
      expect(refusal.kind).toBe('conflict');
      expect(refusal.code).toBe('ORDER_STATUS_TRANSITION_NOT_ALLOWED');
      expect(refusal.from).toBe('fulfilled');
      expect(refusal.to).toBe('pending');
      expect(refusal.message).toBe('An order that is fulfilled cannot become pending; it can only become refunded.');
    }
    expect(() => assertTransition('pending', 'fulfilled')).toThrow(
      'An order that is pending cannot become fulfilled; it can only become paid or cancelled.',
    );
    expect(() => assertTransition('cancelled', 'paid')).toThrow(
      'An order that is cancelled cannot become paid; cancelled is final.',
    );
  });

  it('knows the final statuses', () => {
    expect(ORDER_STATUSES.filter(isFinalOrderStatus)).toEqual(['cancelled', 'refunded']);
  });

  it('recognises status strings', () => {
    expect(isOrderStatus('paid')).toBe(true);
    expect(isOrderStatus('PAID')).toBe(false);
    expect(isOrderStatus('shipped')).toBe(false);
    expect(isOrderStatus(undefined)).toBe(false);
  });
});
