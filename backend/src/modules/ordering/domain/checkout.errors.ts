import { DomainError } from '../../../shared/domain/domain-error';

export class PaymentDeclinedError extends DomainError {
  readonly kind = 'payment_required' as const;
  readonly code = 'CARD_DECLINED';
  constructor() {
    super('Your card was declined.');
  }
}

export class CheckoutProductNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'PRODUCT_NOT_FOUND';
  constructor() {
    super('Product not found. It may have been removed from the catalog.');
  }
}

export class EmptyCartError extends DomainError {
  readonly kind = 'conflict' as const;
  readonly code = 'CART_EMPTY';
  constructor() {
    super('Your cart is empty. Add something to your cart before checking out.');
  }
}

export class OrderNotFoundError extends DomainError {
  readonly kind = 'not_found' as const;
  readonly code = 'ORDER_NOT_FOUND';
  constructor() {
    // Also the answer for another shopper's order, so ids cannot be probed.
    super('Order not found.');
  }
}

export class IdempotencyKeyReusedError extends DomainError {
  readonly kind = 'unprocessable' as const;
  readonly code = 'IDEMPOTENCY_KEY_REUSED';
  constructor() {
    super('This Idempotency-Key was already used for a different request. Use a new key for a new checkout.');
  }
}

/** A refund of more captured money than this ($500) asks the admin for a fresh confirmation. */
export const LARGE_REFUND_CENTS = 50_000;

/** Same code as identity's step-up refusal: the client asks for a code (or the password), POST /api/user/step-up, and repeats. */
export class LargeRefundNeedsConfirmationError extends DomainError {
  readonly kind = 'forbidden' as const;
  readonly code = 'STEP_UP_REQUIRED';
  constructor() {
    super('A refund above $500 needs you to confirm it is you: enter a code from your authenticator app (or your password if you have none) and try again.');
  }
}
