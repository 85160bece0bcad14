/** The specification's fallback, shown when the payment session id is missing or too short to cut 8 characters from. */
export const FALLBACK_ORDER_NUMBER = '12345678';
const ORDER_NUMBER_LENGTH = 8;

/**
 * The order number the shopper sees: the last 8 characters of the payment session id. Orders of one
 * cart checkout share their payment session, so they share the number too.
 */
export function orderNumberFromSession(alcpaySessionId: string | null | undefined): string {
  if (!alcpaySessionId || alcpaySessionId.length < ORDER_NUMBER_LENGTH) return FALLBACK_ORDER_NUMBER;
  return alcpaySessionId.slice(-ORDER_NUMBER_LENGTH);
}
