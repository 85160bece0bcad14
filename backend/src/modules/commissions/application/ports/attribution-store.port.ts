import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { CreatorForAttribution, OrderAttributionAmounts } from '../../domain/attribution';

export const ATTRIBUTION_STORE = Symbol('ATTRIBUTION_STORE');

export interface NewClick {
  creatorId: string;
  productId: string | null;
  shopperId: string | null;
  utmParams: Record<string, string>;
  ipAddress: string | null;
  userAgent: string | null;
}

/** Attribution reads and writes; the `tx` ones run inside the checkout's transaction. */
export interface AttributionStore {
  findCreator(tx: TransactionContext, creatorId: string): Promise<CreatorForAttribution | null>;
  /** The creator of the shopper's most recent click since `since`, or null. */
  latestClickedCreator(tx: TransactionContext, shopperId: string, since: Date): Promise<string | null>;
  /** One order_attribution row (status pending) per order, and the owner's total sales (commission_accounts) grown by the GMV. */
  recordOrderAttributions(
    tx: TransactionContext,
    creator: CreatorForAttribution,
    attributions: readonly (OrderAttributionAmounts & { orderId: string; productId: string | null })[],
  ): Promise<void>;
  productExists(productId: string): Promise<boolean>;
  recordClick(click: NewClick): Promise<void>;
}
