import { Command } from '@nestjs/cqrs';
import type { FulfillmentType } from '../../../catalog';
import type { CardOnFile, CheckoutResult, IdempotencyRequest, ShippingInfo } from '../../../ordering';

/** What is bought: one bottle of one product (POST /api/checkout), or the whole cart (POST /api/checkout/cart). */
export type Purchase =
  | { kind: 'product'; productId: string; fulfillmentType: FulfillmentType; /** The creator named in the request (a creator's link), if any. */ creatorId: string | null }
  | { kind: 'cart' };

/** Both checkout calls: server-priced orders and one payment, in one transaction. */
export class CheckoutCommand extends Command<CheckoutResult> {
  constructor(
    readonly shopperId: string,
    readonly purchase: Purchase,
    readonly shippingInfo: ShippingInfo,
    readonly payment: CardOnFile,
    readonly idempotency: IdempotencyRequest | null,
    /** The date of birth given with this checkout (YYYY-MM-DD), if any: needed while the account has none. */
    readonly dateOfBirth: string | null = null,
  ) {
    super();
  }

  /** The operation an Idempotency-Key is bound to: a key used for one checkout call cannot replay the other. */
  get operation(): 'checkout' | 'checkout-cart' {
    return this.purchase.kind === 'product' ? 'checkout' : 'checkout-cart';
  }
}
