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
  orderStatusOfShipments,
  OrderStatusTransitionError,
  ShipmentStanding,
} from './order-status';

const allowed: [OrderStatus, OrderStatus][] = [
  ['pending', 'paid'],
  ['pending', 'cancelled'],
  ['paid', 'partially_shipped'],
  ['paid', 'shipped'],
  ['paid', 'partially_refunded'],
  ['paid', 'refunded'],
  ['paid', 'cancelled'],
  ['partially_shipped', 'shipped'],
  ['partially_shipped', 'partially_refunded'],
  ['partially_shipped', 'refunded'],
  ['shipped', 'delivered'],
  ['shipped', 'partially_refunded'],
  ['shipped', 'refunded'],
  ['delivered', 'partially_refunded'],
  ['delivered', 'refunded'],
  ['partially_refunded', 'refunded'],
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

  it('cancels only before anything left: a shipped order is refunded, never cancelled', () => {
    expect(canTransition('paid', 'cancelled')).toBe(true);
    expect(canTransition('partially_shipped', 'cancelled')).toBe(false);
    expect(canTransition('shipped', 'cancelled')).toBe(false);
  });

  it('throws a conflict DomainError that says what is possible instead', () => {
    try {
      assertTransition('delivered', 'pending');
      throw new Error('expected a refusal');
    } catch (error) {
      expect(error).toBeInstanceOf(DomainError);
      const refusal = error as OrderStatusTransitionError;
      expect(refusal.kind).toBe('conflict');
      expect(refusal.code).toBe('ORDER_STATUS_TRANSITION_NOT_ALLOWED');
      expect(refusal.from).toBe('delivered');
      expect(refusal.to).toBe('pending');
      expect(refusal.message).toBe('An order that is delivered cannot become pending; it can only become partially_refunded or refunded.');
    }
    expect(() => assertTransition('pending', 'shipped')).toThrow(
      'An order that is pending cannot become shipped; it can only become paid or cancelled.',
    );
    expect(() => assertTransition('cancelled', 'paid')).toThrow(
      'An order that is cancelled cannot become paid; cancelled is final.',
    );
  });

  it('knows the final statuses', () => {
    expect(ORDER_STATUSES.filter(isFinalOrderStatus)).toEqual(['refunded', 'cancelled']);
  });

  it('recognises status strings', () => {
    expect(isOrderStatus('paid')).toBe(true);
    expect(isOrderStatus('PAID')).toBe(false);
    expect(isOrderStatus('fulfilled')).toBe(false);
    expect(isOrderStatus(undefined)).toBe(false);
  });
});

describe('the order status its shipments add up to', () => {
  const at = (status: ShipmentStanding['status'], refundedCents = 0): ShipmentStanding => ({ status, refundedCents });
  it.each<[string, ShipmentStanding[], OrderStatus]>([
    ['nothing has left', [at('pending'), at('packed')], 'paid'],
    ['one of two left', [at('shipped'), at('packed')], 'partially_shipped'],
    ['all left, one same-day', [at('shipped'), at('out_for_delivery')], 'shipped'],
    ['one delivered, one on its way', [at('delivered'), at('shipped')], 'shipped'],
    ['all delivered', [at('delivered'), at('delivered')], 'delivered'],
    ['a cancelled one does not count', [at('delivered'), at('cancelled')], 'delivered'],
    ['all cancelled', [at('cancelled'), at('cancelled')], 'cancelled'],
    ['one refused at the door', [at('refused'), at('delivered')], 'partially_refunded'],
    ['one refunded after delivery', [at('delivered', 500), at('delivered')], 'partially_refunded'],
    ['refused and returned', [at('refused'), at('returned')], 'refunded'],
    ['refused, the rest cancelled', [at('refused'), at('cancelled')], 'refunded'],
  ])('%s', (_case, shipments, expected) => {
    expect(orderStatusOfShipments(shipments)).toBe(expected);
  });
});
