import { Inject, Injectable } from '@nestjs/common';
import { AUDIT_TRAIL, AuditTrail } from '../../audit';
import type { TransactionContext } from '../../../shared/application/unit-of-work';
import { Cents, percentOf } from '../../../shared/domain/money';
import { attributionWindowStart, isSelfReferral, ReferringCreatorNotFoundError } from '../domain/attribution';
import { commissionPercentFor, curatorTierLabel } from '../domain/curator-tier';
import { decideSaleTier } from '../domain/tier-promotion';
import { ATTRIBUTION_STORE, AttributionStore } from './ports/attribution-store.port';
import { CLOCK, Clock } from '../../../shared/application/clock.port';
import { LEDGER_STORE, LedgerStore, NewCommissionEntry, OrderAttributionRow } from './ports/ledger-store.port';

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

/** Who referred a purchase, as {@link CreatorAttributionPolicy.resolveReferrer} resolved it; the order keeps `creatorId`. */
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

/** A gift offer the credited creator accepted for a purchased product (brand-campaigns finds it): the order is a gift conversion. */
export interface AcceptedGift {
  giftOfferId: string;
  campaignId: string | null;
}

/** What recording an attribution changed, for the participants the checkout flow calls next. */
export interface RecordedAttribution {
  /** False for a replay: every line was already in the ledger, nothing was written. */
  recorded: boolean;
  /** How much the credited creator page's total earnings grow (0 when no page or nothing earned). */
  creatorEarningsDeltaCents: Cents;
}

/**
 * Who is credited with a purchase, and the ledger entries it earns, inside the checkout's transaction:
 * the creator named at checkout, else the referrer of the shopper's latest click within 30 days
 * (last click wins) — a creator page, or a user named by username on their public profile link.
 * Buying through one's own link earns nothing.
 */
@Injectable()
export class CreatorAttributionPolicy {
  constructor(
    @Inject(ATTRIBUTION_STORE) private readonly store: AttributionStore,
    @Inject(LEDGER_STORE) private readonly ledger: LedgerStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(AUDIT_TRAIL) private readonly audit: AuditTrail,
  ) {}

  async resolveReferrer(tx: TransactionContext, { shopperId, explicitCreatorId }: { shopperId: string; explicitCreatorId: string | null }): Promise<OrderReferral | null> {
    let referral: OrderReferral;
    if (explicitCreatorId) {
      const creator = await this.store.findCreator(tx, explicitCreatorId);
      if (!creator) throw new ReferringCreatorNotFoundError();
      if (isSelfReferral(creator, shopperId)) return null;
      referral = { creatorId: creator.id, referrerUserId: creator.ownerUserId, clickId: null, rule: 'named_at_checkout' };
    } else {
      const click = await this.store.latestClick(tx, shopperId, attributionWindowStart(this.clock.now()));
      if (!click) return null;
      // A clicked creator page deleted since credits its owner no more; a profile link keeps its user.
      const creator = click.creatorId ? await this.store.findCreator(tx, click.creatorId) : null;
      if (click.creatorId && !creator) return null;
      referral = { creatorId: creator?.id ?? null, referrerUserId: creator ? creator.ownerUserId : click.referrerUserId, clickId: click.clickId, rule: 'last_click' };
    }
    if (referral.referrerUserId === shopperId) return null;
    if (!referral.creatorId && !referral.referrerUserId) return null;
    return referral;
  }

  /**
   * The ledger entries, order attributions, sales and tier the purchase earns, inside the checkout's
   * transaction. `gifts` names the orders that are gift conversions (by order id).
   */
  async recordAttribution(
    tx: TransactionContext,
    { referral, shopperId, orders, gifts }: { referral: OrderReferral; shopperId: string; orders: readonly PlacedOrderForAttribution[]; gifts: ReadonlyMap<string, AcceptedGift> },
  ): Promise<RecordedAttribution> {
    const now = this.clock.now();
    const saleGmvCents = orders.reduce((sum, order) => sum + order.subtotalCents, 0);
    const account = referral.referrerUserId ? await this.ledger.lockAccount(tx, referral.referrerUserId) : null;
    // A page without an owning account earns at the 'user' tier (0 %): its lines are still in the ledger.
    const decision = account ? decideSaleTier(account, saleGmvCents) : { rateTier: 'user' as const, ratePercent: commissionPercentFor('user'), promotedTo: null, promotedRatePercent: null, totalSalesAfterCents: 0 };
    const entries: NewCommissionEntry[] = [];
    const attributions: OrderAttributionRow[] = [];
    for (const order of orders) {
      const gift = gifts.get(order.orderId) ?? null;
      let orderCommission = 0;
      for (const line of order.lines) {
        const gmvCents = line.unitPriceCents * line.quantity;
        const amountCents = percentOf(gmvCents, decision.ratePercent);
        orderCommission += amountCents;
        entries.push({
          kind: 'commission',
          orderId: order.orderId,
          orderItemId: line.orderItemId,
          productId: line.productId,
          productName: line.productName,
          creatorId: referral.creatorId,
          userId: referral.referrerUserId,
          shopperId,
          clickId: referral.clickId,
          attributionRule: referral.rule,
          gmvCents,
          ratePercent: decision.ratePercent,
          tier: decision.rateTier,
          amountCents,
          status: 'pending',
          adjustsEntryId: null,
          // The hold starts when the line's shipment is delivered (LedgerOrderFollower.startHold).
          payableAt: null,
          reason: 'order_paid',
        });
      }
      attributions.push({
        orderId: order.orderId,
        creatorId: referral.creatorId,
        userId: referral.referrerUserId,
        // An order of one product names it; a mixed order is credited as a whole.
        productId: new Set(order.productIds).size === 1 ? order.productIds[0] : null,
        gmvCents: order.subtotalCents,
        commissionCents: orderCommission,
        ratePercent: decision.ratePercent,
        attributionType: gift ? 'gift' : referral.creatorId ? 'creator_link' : 'profile_link',
        touchpoints: [{ rule: referral.rule, clickId: referral.clickId, creatorId: referral.creatorId, userId: referral.referrerUserId }],
        campaignId: gift?.campaignId ?? null,
        giftOfferId: gift?.giftOfferId ?? null,
      });
    }
    const inserted = await this.ledger.insertEntries(tx, entries);
    if (inserted.inserted === 0) return { recorded: false, creatorEarningsDeltaCents: 0 }; // a replay: every line is already in the ledger
    await this.ledger.recordOrderAttributions(tx, attributions);
    if (account && saleGmvCents > 0) {
      await this.ledger.addSales(tx, account.userId, inserted.gmvCents);
      if (decision.promotedTo) {
        const promotedRate = decision.promotedRatePercent ?? commissionPercentFor(decision.promotedTo);
        await this.ledger.setTier(tx, account.userId, decision.promotedTo, promotedRate);
        await this.audit.record(tx, {
          action: 'user.tier_changed',
          entityType: 'user',
          entityId: account.userId,
          actorUserId: null,
          details: {
            before: { curatorStatus: account.tier, commissionRate: account.commissionRate },
            after: { curatorStatus: decision.promotedTo, commissionRate: promotedRate },
            cause: 'sales_threshold',
            reason: `Attributed sales reached $${(decision.totalSalesAfterCents / 100).toFixed(2)}, crossing the ${curatorTierLabel(decision.promotedTo)} threshold`,
            orderIds: orders.map((order) => order.orderId),
            totalSalesBeforeCents: account.totalSalesCents,
            totalSalesAfterCents: decision.totalSalesAfterCents,
            tierSetByAdmin: account.tierSetByAdmin,
          },
        });
      }
    }
    if (referral.creatorId) await this.ledger.refreshCreatorMetrics(tx, referral.creatorId, now);
    return { recorded: true, creatorEarningsDeltaCents: referral.creatorId ? inserted.amountCents : 0 };
  }
}
