import { Command } from '@nestjs/cqrs';
import type { CardOnFile, CheckoutResult, IdempotencyRequest, ShippingInfo } from '../../checkout-model';

/** Checkout of the whole cart: one order per fulfillment group, one payment. */
export class CheckoutCartCommand extends Command<CheckoutResult> {
  constructor(
    readonly shopperId: string,
    readonly shippingInfo: ShippingInfo,
    readonly payment: CardOnFile,
    readonly idempotency: IdempotencyRequest | null,
  ) {
    super();
  }
}
