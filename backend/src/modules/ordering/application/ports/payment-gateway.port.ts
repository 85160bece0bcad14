import type { Cents } from '../../../../shared/domain/money';

export const PAYMENT_GATEWAY = Symbol('PAYMENT_GATEWAY');

/** All the server ever learns about a card: the browser sends the method and the last four digits, never the number or CVV. */
export interface CardOnFile {
  method: 'card';
  last4: string;
}

export interface AuthorizationRequest {
  amountCents: Cents;
  currency: 'usd';
  card: CardOnFile;
  shopperId: string;
  /** The orders this payment pays for, for the provider's records. */
  orderIds: readonly string[];
  /** Derived from the checkout (`checkout:{request}:authorize`, see checkoutAuthorizationKey), never random. */
  idempotencyKey: string;
}

/**
 * What the provider did with the card. A repeated idempotency key answers the first call's session:
 * `authorized` (the same hold, none added), `declined`, or `released` when that hold has since been
 * voided (a failed checkout released it): nothing is held under that key any more.
 */
export type AuthorizationOutcome = { outcome: 'authorized'; sessionId: string } | { outcome: 'declined'; sessionId: string } | { outcome: 'released'; sessionId: string };

/** One money move on an authorized session. The key makes a retry (a repeated request, a recovered worker) a no-op. */
export interface PaymentOperation {
  sessionId: string;
  amountCents: Cents;
  /** Derived from the shipment and the step (`shipment:{id}:capture`), never random. */
  idempotencyKey: string;
}

/**
 * The alcohol-compliant payment provider, authorize-then-capture: the checkout authorizes the
 * total; each shipment captures its share when it leaves; what never leaves is voided (released);
 * money captured for a refused or returned shipment is refunded, never more than was captured.
 * Every call carries an idempotency key derived from what it is for (the checkout for authorize, the
 * shipment and the step for the others): the provider answers a repeated key with the first call's
 * outcome and holds or moves no money twice; the same key for another request is refused. A refused
 * operation (voided session, more than authorized or captured, a capture the issuer refuses) throws
 * PaymentOperationRefusedError (409).
 */
export interface PaymentGateway {
  authorize(request: AuthorizationRequest): Promise<AuthorizationOutcome>;
  capture(operation: PaymentOperation): Promise<void>;
  void(operation: PaymentOperation): Promise<void>;
  refund(operation: PaymentOperation): Promise<void>;
}
