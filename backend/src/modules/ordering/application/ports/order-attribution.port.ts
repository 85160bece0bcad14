import { Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { Cents } from '../../../../shared/domain/money';

export interface PlacedOrderLine {
  orderItemId: string;
  productId: string;
  productName: string;
  quantity: number;
  unitPriceCents: Cents;
}

export interface PlacedOrderForAttribution {
  orderId: string;
  subtotalCents: Cents;
  productIds: readonly string[];
  /** The order's lines: each attributed line becomes one commission entry. */
  lines: readonly PlacedOrderLine[];
}

/**
 * Who referred a purchase, as the policy resolved it. Ordering keeps `creatorId` on the order (null
 * when the referrer is a user without a creator page) and hands the whole referral back to record it.
 */
export interface OrderReferral {
  /** The creator page credited, if the link was a creator's. */
  creatorId: string | null;
  /** The account that earns the commission (a page's owner, or the user a profile link named); null for a page without an owner. */
  referrerUserId: string | null;
  /** The click that attributed the purchase, when it was the last click in the window. */
  clickId: string | null;
  /** How the referrer was chosen. */
  rule: 'named_at_checkout' | 'last_click';
}

/**
 * Who earns commission on a purchase, decided and recorded INSIDE the checkout's transaction `tx`
 * (and before the charge), so orders and their attribution commit or roll back together. The
 * commissions module provides it and registers it with {@link OrderAttributionRegistry}; ordering
 * never imports commissions (commissions already depends on ordering's entities).
 */
export interface OrderAttributionPolicy {
  /**
   * The referrer to credit: the creator named at checkout, else the one whose link the shopper last
   * arrived through in the attribution window, else null. Throws when a named creator does not exist.
   */
  resolveReferrer(tx: TransactionContext, request: { shopperId: string; explicitCreatorId: string | null }): Promise<OrderReferral | null>;
  recordAttribution(tx: TransactionContext, attribution: { referral: OrderReferral; shopperId: string; orders: readonly PlacedOrderForAttribution[] }): Promise<void>;
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
