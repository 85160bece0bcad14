import { Command } from '@nestjs/cqrs';
import type { FulfillmentType } from '../../../../catalog';
import type { CardOnFile, CheckoutResult, IdempotencyRequest, ShippingInfo } from '../../checkout-model';

/** Seed 000's single-product checkout: one bottle of one product, delivered or shipped. */
export class CheckoutProductCommand extends Command<CheckoutResult> {
  constructor(
    readonly shopperId: string,
    readonly productId: string,
    readonly creatorId: string | null,
    readonly fulfillmentType: FulfillmentType,
    readonly shippingInfo: ShippingInfo,
    readonly payment: CardOnFile,
    readonly idempotency: IdempotencyRequest | null,
  ) {
    super();
  }
}
