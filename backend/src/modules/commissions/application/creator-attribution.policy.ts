import { Inject, Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../shared/application/unit-of-work';
import type { OrderAttributionPolicy, PlacedOrderForAttribution } from '../../ordering';
import { attributionAmounts, attributionWindowStart, isSelfReferral, ReferringCreatorNotFoundError } from '../domain/attribution';
import { ATTRIBUTION_STORE, AttributionStore } from './ports/attribution-store.port';

/**
 * Who is credited with a purchase: the creator named at checkout, else the creator of the shopper's
 * latest click within 30 days (last click wins). Self-referral is never attributed.
 */
@Injectable()
export class CreatorAttributionPolicy implements OrderAttributionPolicy {
  constructor(@Inject(ATTRIBUTION_STORE) private readonly store: AttributionStore) {}

  async resolveReferrer(tx: TransactionContext, { shopperId, explicitCreatorId }: { shopperId: string; explicitCreatorId: string | null }): Promise<string | null> {
    const creatorId = explicitCreatorId ?? (await this.store.latestClickedCreator(tx, shopperId, attributionWindowStart(new Date())));
    if (creatorId === null) return null;
    const creator = await this.store.findCreator(tx, creatorId);
    if (!creator) {
      if (explicitCreatorId) throw new ReferringCreatorNotFoundError();
      return null;
    }
    return isSelfReferral(creator, shopperId) ? null : creator.id;
  }

  async recordAttribution(tx: TransactionContext, { creatorId, orders }: { creatorId: string; shopperId: string; orders: readonly PlacedOrderForAttribution[] }): Promise<void> {
    const creator = await this.store.findCreator(tx, creatorId);
    if (!creator) throw new ReferringCreatorNotFoundError();
    await this.store.recordOrderAttributions(
      tx,
      creator,
      orders.map((order) => ({
        orderId: order.orderId,
        // An order of one product names it; a mixed order is credited as a whole.
        productId: new Set(order.productIds).size === 1 ? order.productIds[0] : null,
        ...attributionAmounts(order.subtotalCents, creator),
      })),
    );
  }
}
