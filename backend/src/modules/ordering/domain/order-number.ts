import type { FulfillmentType } from '../../catalog';

/** As specified, the order number is the last 8 characters of the payment session id. */
const ORDER_NUMBER_LENGTH = 8;
/** Orders paid together are numbered in the order the cart lists its groups. */
const NUMBERING_ORDER: readonly FulfillmentType[] = ['delivery', 'shipping'];

export interface OrderToNumber {
  id: string;
  fulfillmentType: FulfillmentType;
}

/**
 * The number each order shows. One order per payment keeps the specification's number (the session id's last
 * 8 characters); orders paid together by one cart checkout share the session, so each gets its
 * place after a dash (`56ad6d46-1`, `56ad6d46-2`): still the payment's number, never another
 * order's. `siblings` are ALL orders of that payment, the order itself included.
 */
export function orderNumberOf(paymentSessionId: string | null, order: OrderToNumber, siblings: readonly OrderToNumber[]): string | null {
  if (paymentSessionId === null || paymentSessionId.length < ORDER_NUMBER_LENGTH) return null;
  const base = paymentSessionId.slice(-ORDER_NUMBER_LENGTH);
  if (siblings.length <= 1) return base;
  const rank = (candidate: OrderToNumber) => NUMBERING_ORDER.indexOf(candidate.fulfillmentType);
  const numbered = [...siblings].sort((a, b) => rank(a) - rank(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  return `${base}-${numbered.findIndex((candidate) => candidate.id === order.id) + 1}`;
}
