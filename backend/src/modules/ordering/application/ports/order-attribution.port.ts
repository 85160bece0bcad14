import { Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { Cents } from '../../../../shared/domain/money';

export interface PlacedOrderForAttribution {
  orderId: string;
  subtotalCents: Cents;
  productIds: readonly string[];
}

/**
 * Who earns commission on a purchase, decided and recorded INSIDE the checkout's transaction `tx`
 * (and before the charge), so orders and their attribution commit or roll back together. The
 * commissions module provides it and registers it with {@link OrderAttributionRegistry}; ordering
 * never imports commissions (commissions already depends on ordering's entities).
 */
export interface OrderAttributionPolicy {
  /**
   * The creator to credit: the one named at checkout, else the one whose link the shopper last
   * arrived through in the attribution window, else null. Throws when a named creator does not exist.
   */
  resolveReferrer(tx: TransactionContext, request: { shopperId: string; explicitCreatorId: string | null }): Promise<string | null>;
  recordAttribution(tx: TransactionContext, attribution: { creatorId: string; shopperId: string; orders: readonly PlacedOrderForAttribution[] }): Promise<void>;
}

@Injectable()
export class OrderAttributionRegistry {
  private policy: OrderAttributionPolicy | null = null;

  register(policy: OrderAttributionPolicy): void {
    if (this.policy && this.policy !== policy) throw new Error('An order attribution policy is already registered');
    this.policy = policy;
  }

  /** Null only when no module provides attribution: orders are then placed unattributed. */
  current(): OrderAttributionPolicy | null {
    return this.policy;
  }
}
