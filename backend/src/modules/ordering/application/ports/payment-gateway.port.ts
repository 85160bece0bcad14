import type { Cents } from '../../../../shared/domain/money';

export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');

/** All the server ever learns about a card: the browser sends the method and the last four digits, never the number or CVV. */
export interface CardOnFile {
  method: 'card';
  last4: string;
}

export interface PaymentSessionRequest {
  amountCents: Cents;
  currency: 'usd';
  card: CardOnFile;
  shopperId: string;
  /** The orders this payment pays for, for the provider's records. */
  orderIds: readonly string[];
}

export type PaymentSessionOutcome = { outcome: 'succeeded'; sessionId: string } | { outcome: 'declined'; sessionId: string };

/**
 * The alcohol-compliant payment provider. A session is created and captured in one call (the
 * checkout has already priced and validated the order); a session whose order could not be
 * committed afterwards is voided so no money is kept for an order that does not exist.
 */
export interface PaymentGateway {
  createPaymentSession(request: PaymentSessionRequest): Promise<PaymentSessionOutcome>;
  voidPaymentSession(sessionId: string): Promise<void>;
}
