import type { CommissionEntryKind, CommissionEntryStatus } from './commission-entry';

export const COMMISSION_STANDINGS = ['waiting_for_delivery', 'on_hold', 'payable', 'paid', 'reversed'] as const;
export type CommissionStanding = (typeof COMMISSION_STANDINGS)[number];

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Why a reversed entry was reversed, as the curator reads it. */
const REVERSAL_WORDS: Readonly<Record<string, string>> = {
  delivery_refused: 'refused at the door',
  shipment_returned: 'returned',
  order_cancelled: 'order cancelled',
  order_refunded: 'refunded',
};

/**
 * Where a commission stands, in the curator's words: "waiting for delivery" (pending, its line not
 * handed over yet), "on hold until Dec 29, 2026" (delivered, the hold runs; a UTC date),
 * "payable" (also while a payout is taking it), "paid", or "reversed: refused at the door" (the reason).
 */
export function commissionStandingOf(entry: { kind: CommissionEntryKind; status: CommissionEntryStatus; payableAt: Date | null; lastReason: string | null }): { standing: CommissionStanding; text: string } {
  switch (entry.status) {
    case 'pending':
      if (entry.payableAt === null) return { standing: 'waiting_for_delivery', text: 'waiting for delivery' };
      return { standing: 'on_hold', text: `on hold until ${MONTHS[entry.payableAt.getUTCMonth()]} ${entry.payableAt.getUTCDate()}, ${entry.payableAt.getUTCFullYear()}` };
    case 'payable':
    case 'in_payout':
      return { standing: 'payable', text: 'payable' };
    case 'paid':
      return { standing: 'paid', text: 'paid' };
    case 'reversed':
      return { standing: 'reversed', text: `reversed: ${REVERSAL_WORDS[entry.lastReason ?? ''] ?? 'refunded'}` };
  }
}
