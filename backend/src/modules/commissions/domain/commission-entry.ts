import { DomainError } from '../../../shared/domain/domain-error';

/**
 * A commission entry's life. Every move is listed; anything else is refused.
 * - pending → payable: the line was delivered and the hold (COMMISSION_HOLD_DAYS after the handoff) has
 *   passed. Until the handoff a pending entry has no payable date: it is waiting for delivery.
 * - pending → reversed, payable → reversed: the line was refused at the door, returned, cancelled or
 *   refunded before any payout took the money.
 * - payable → in_payout: a payout run took the entry into a user's payout.
 * - in_payout → paid: the payout provider paid it.
 * - in_payout → payable: the payout failed; the entry waits for the next run.
 * - paid and reversed are final. A refund after payout leaves the paid entry alone and writes a
 *   negative adjustment entry (kind 'adjustment', payable at once) that the next payout nets off.
 */
export const COMMISSION_ENTRY_STATUSES = ['pending', 'payable', 'in_payout', 'paid', 'reversed'] as const;
export type CommissionEntryStatus = (typeof COMMISSION_ENTRY_STATUSES)[number];

export const COMMISSION_ENTRY_TRANSITIONS: Readonly<Record<CommissionEntryStatus, readonly CommissionEntryStatus[]>> = {
  pending: ['payable', 'reversed'],
  payable: ['in_payout', 'reversed'],
  in_payout: ['paid', 'payable'],
  paid: [],
  reversed: [],
};

/** 'commission' is an attributed order line; 'adjustment' takes back a paid commission whose order was refunded later. */
export const COMMISSION_ENTRY_KINDS = ['commission', 'adjustment'] as const;
export type CommissionEntryKind = (typeof COMMISSION_ENTRY_KINDS)[number];

/** Why an entry moved, kept in its status history. */
export type CommissionEntryReason =
  | 'order_paid'
  | 'hold_passed'
  | 'order_refunded'
  | 'order_cancelled'
  | 'delivery_refused'
  | 'shipment_returned'
  | 'payout_started'
  | 'payout_paid'
  | 'payout_failed'
  | 'refund_after_payout';

/** Also the answer for another user's entry, so ids cannot be probed. */
export class CommissionNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'COMMISSION_NOT_FOUND';
  constructor() {
    super('Commission not found.');
  }
}

export class CommissionEntryTransitionError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'COMMISSION_ENTRY_TRANSITION_NOT_ALLOWED';
  constructor(
    readonly from: CommissionEntryStatus,
    readonly to: CommissionEntryStatus,
  ) {
    const allowed = COMMISSION_ENTRY_TRANSITIONS[from];
    super(`A commission that is ${from} cannot become ${to}; ${allowed.length ? `it can only become ${allowed.join(' or ')}` : `${from} is final`}.`);
  }
}

export function canMoveEntry(from: CommissionEntryStatus, to: CommissionEntryStatus): boolean {
  return COMMISSION_ENTRY_TRANSITIONS[from].includes(to);
}

export function assertEntryTransition(from: CommissionEntryStatus, to: CommissionEntryStatus): void {
  if (!canMoveEntry(from, to)) throw new CommissionEntryTransitionError(from, to);
}

/** Statuses from which an entry moves to `to` (for set-based SQL updates that must obey the table). */
export function statusesMovingTo(to: CommissionEntryStatus): CommissionEntryStatus[] {
  return COMMISSION_ENTRY_STATUSES.filter((from) => canMoveEntry(from, to));
}

/** Default hold between delivery and payability; COMMISSION_HOLD_DAYS overrides it. */
export const DEFAULT_COMMISSION_HOLD_DAYS = 14;

export function payableAt(deliveredAt: Date, holdDays: number): Date {
  return new Date(deliveredAt.getTime() + holdDays * 24 * 60 * 60 * 1000);
}

/**
 * What a refund or cancellation of the order does to one of its entries:
 * reverse it while no payout has taken it, or leave it and take the money back with a negative
 * adjustment once a payout has (in_payout or paid; a failing in-flight payout returns the entry to
 * payable, where the adjustment nets it to zero).
 */
export function onOrderRefunded(status: CommissionEntryStatus): 'reverse' | 'adjust' | 'nothing' {
  if (status === 'pending' || status === 'payable') return 'reverse';
  if (status === 'in_payout' || status === 'paid') return 'adjust';
  return 'nothing';
}
