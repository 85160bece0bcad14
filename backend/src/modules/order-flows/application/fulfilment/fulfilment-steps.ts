import { Inject, Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import { AUDIT_TRAIL, AuditTrail } from '../../../audit';
import { LedgerOrderFollower, type LineReversalReason } from '../../../commissions';
import { CREATOR_EARNINGS, CreatorEarningsStore } from '../../../curation';
import { ShopperAges } from '../../../identity';
import { OUTBOX, Outbox } from '../../../notifications';
import { QueryBus } from '@nestjs/cqrs';
import {
  Carrier,
  checkHandoff,
  dayAtShipTo,
  HandoffId,
  LockedShipment,
  GetOrderForShopperNoticeQuery,
  OrderStatusChanged,
  PAYMENT_GATEWAY,
  PaymentGateway,
  paymentStepKey,
  RefusalReason,
  ShipmentActor,
  ShipmentMoved,
  ShipmentMoves,
  ShipmentStatus,
} from '../../../ordering';

/** How a shipping mail names the carrier. */
const CARRIER_NAMES: Record<Carrier, string> = { ups: 'UPS', fedex: 'FedEx', dhl: 'DHL' };

/**
 * Every fulfilment transition, one method each, inside the caller's transaction: the payment step
 * (capture when the shipment leaves, void when it is cancelled, refund when its money goes back),
 * ordering's move through the shipment table (the one place a transition is recorded: its timeline
 * row is written there), what the ledger and the creator's earnings do about it, and the audit row
 * when an admin acted (and for every refund, whoever acted). A transition the table forbids is refused before any money moves.
 *
 * Payment calls carry `shipment:{id}:{step}` as their idempotency key: a step retried after a crash
 * (the provider moved the money, the transaction did not commit) asks the provider again with the same
 * key and gets the first answer, so nothing is captured or refunded twice.
 */
@Injectable()
export class FulfilmentSteps {
  constructor(
    private readonly shipments: ShipmentMoves,
    @Inject(PAYMENT_GATEWAY) private readonly payments: PaymentGateway,
    private readonly ledger: LedgerOrderFollower,
    @Inject(CREATOR_EARNINGS) private readonly creatorEarnings: CreatorEarningsStore,
    @Inject(AUDIT_TRAIL) private readonly auditTrail: AuditTrail,
    @Inject(OUTBOX) private readonly outbox: Outbox,
    private readonly queryBus: QueryBus,
    private readonly ages: ShopperAges,
  ) {}

  async pack(tx: TransactionContext, shipment: LockedShipment, actor: ShipmentActor, now: Date): Promise<ShipmentMoved> {
    const moved = await this.shipments.move(tx, shipment, 'packed', { actorUserId: actor.userId, actorRole: actor.role, reason: null, at: now });
    await this.audit(tx, moved, actor);
    return moved;
  }

  /** shipped (carrier and tracking number) or out_for_delivery: the shipment's share is captured as it leaves. */
  async leave(tx: TransactionContext, shipment: LockedShipment, to: 'shipped' | 'out_for_delivery', actor: ShipmentActor, now: Date, tracking?: { carrier: Carrier; trackingNumber: string }): Promise<ShipmentMoved> {
    this.shipments.assertMove(shipment, to);
    const toCapture = shipment.amountCents - shipment.capturedCents;
    if (shipment.paymentSessionId && toCapture > 0) {
      await this.payments.capture({ sessionId: shipment.paymentSessionId, amountCents: toCapture, idempotencyKey: paymentStepKey(shipment.id, 'capture') });
    }
    const moved = await this.shipments.move(tx, shipment, to, { actorUserId: actor.userId, actorRole: actor.role, reason: null, at: now, capturedCents: toCapture, ...tracking });
    await this.audit(tx, moved, actor, tracking);
    await this.tellShopper(tx, shipment, to === 'shipped' ? 'shipment.shipped' : 'shipment.out_for_delivery');
    return moved;
  }

  /**
   * The handoff (ordering's rule against identity's declared date of birth): an ID that cannot prove an
   * age is refused (422, nothing changes); an ID under 21 today (at the ship-to address) or not showing the declared date of birth
   * refuses the delivery (a refusal, with its refund and reversals); a match moves the account to
   * id_checked, and the order records the age evidence it was delivered on. The lines' commissions start their hold.
   */
  async deliver(tx: TransactionContext, shipment: LockedShipment, actor: ShipmentActor, id: HandoffId, now: Date): Promise<ShipmentMoved> {
    this.shipments.assertMove(shipment, 'delivered');
    const order = await this.queryBus.execute(new GetOrderForShopperNoticeQuery(shipment.orderId));
    const declared = order ? await this.ages.recordOf(order.shopperId) : { dateOfBirth: null };
    // The ID is read against the day on the recipient's calendar (the ship-to state's zone), not the UTC day.
    const outcome = checkHandoff(id, dayAtShipTo(now, order?.deliveryAddress?.state), declared.dateOfBirth);
    if (outcome.kind === 'refuse') return this.refuse(tx, shipment, actor, outcome.reason, now);
    const handoff = outcome.record;
    const moved = await this.shipments.move(tx, shipment, 'delivered', { actorUserId: actor.userId, actorRole: actor.role, reason: null, at: now, handoff });
    if (order) {
      const deliveredOn = handoff.matchedDeclaredBirthDate ? await this.ages.confirmIdMatched(tx, order.shopperId) : (await this.ages.recordOf(order.shopperId)).status;
      await this.shipments.recordDeliveredOn(tx, shipment.orderId, deliveredOn);
    }
    await this.ledger.startHold(tx, { orderItemIds: shipment.orderItemIds, deliveredAt: now });
    await this.audit(tx, moved, actor, { recipientName: handoff.recipientName, idType: handoff.idType, birthYear: handoff.birthYear, matchedDeclaredBirthDate: handoff.matchedDeclaredBirthDate });
    await this.tellShopper(tx, shipment, 'shipment.delivered');
    return moved;
  }

  /** Refused at the door: what was captured is refunded, the lines' commissions reversed. */
  async refuse(tx: TransactionContext, shipment: LockedShipment, actor: ShipmentActor, reason: RefusalReason, now: Date): Promise<ShipmentMoved> {
    this.shipments.assertMove(shipment, 'refused');
    const refunded = await this.refundCaptured(tx, shipment, actor, { reason: 'delivery_refused', refusalReason: reason });
    const moved = await this.shipments.move(tx, shipment, 'refused', { actorUserId: actor.userId, actorRole: actor.role, reason, refusalReason: reason, refundedCents: refunded, at: now });
    await this.reverseLines(tx, shipment, 'delivery_refused');
    await this.audit(tx, moved, actor, { reason });
    await this.tellShopper(tx, shipment, 'shipment.refused', reason);
    return moved;
  }

  /** Cancelled before it left: its share of the authorization is released, the lines' commissions reversed. */
  async cancel(tx: TransactionContext, shipment: LockedShipment, actor: { userId: string; role: string }, now: Date): Promise<ShipmentMoved> {
    this.shipments.assertMove(shipment, 'cancelled');
    const open = shipment.amountCents - shipment.capturedCents;
    if (shipment.paymentSessionId && open > 0) {
      await this.payments.void({ sessionId: shipment.paymentSessionId, amountCents: open, idempotencyKey: paymentStepKey(shipment.id, 'void') });
    }
    const moved = await this.shipments.move(tx, shipment, 'cancelled', { actorUserId: actor.userId, actorRole: actor.role, reason: 'order_cancelled', at: now });
    await this.reverseLines(tx, shipment, 'order_cancelled');
    await this.audit(tx, moved, actor);
    return moved;
  }

  /** An admin's refund of a shipment that left: in transit it is returned, delivered it stays delivered; what was captured goes back. */
  async refund(tx: TransactionContext, shipment: LockedShipment, actor: { userId: string; role: string }, now: Date): Promise<void> {
    const refunded = await this.refundCaptured(tx, shipment, actor, { reason: 'order_refunded' });
    if (shipment.status === 'delivered') {
      await this.shipments.recordRefundAfterDelivery(tx, shipment, refunded, actor, 'order_refunded', now);
    } else {
      const moved = await this.shipments.move(tx, shipment, 'returned', { actorUserId: actor.userId, actorRole: actor.role, reason: 'order_refunded', refundedCents: refunded, at: now });
      await this.audit(tx, moved, actor);
    }
    await this.reverseLines(tx, shipment, 'order_refunded');
  }

  /** The order's status follows its shipments (through the order table); audited when an admin moved it. */
  async followOrder(tx: TransactionContext, orderId: string, actor: { userId: string; role: string }, now: Date): Promise<OrderStatusChanged | null> {
    const changed = await this.shipments.followShipments(tx, orderId, actor.userId, now);
    if (changed && actor.role === 'admin') {
      await this.auditTrail.record(tx, {
        action: 'order.status_changed',
        entityType: 'order',
        entityId: orderId,
        actorUserId: actor.userId,
        details: { before: { status: changed.from }, after: { status: changed.to } },
      });
    }
    // notifications: the shopper hears of a cancellation or refund; webhooks get order.cancelled / order.refunded.
    if (changed && (changed.to === 'cancelled' || changed.to === 'refunded')) {
      const order = await this.queryBus.execute(new GetOrderForShopperNoticeQuery(orderId));
      if (order) {
        await this.outbox.record(tx, {
          type: changed.to === 'cancelled' ? 'order.cancelled' : 'order.refunded',
          recipient: { userId: order.shopperId, email: order.deliveryAddress?.email ?? null },
          data: { orderId: order.id, orderNumber: order.orderNumber ?? order.id, totalCents: order.totalCents },
        });
      }
    }
    return changed;
  }

  /** The shopper's mail (with the carrier's tracking link) and the shipment.* webhook, in the step's transaction. */
  private async tellShopper(tx: TransactionContext, shipment: LockedShipment, type: 'shipment.shipped' | 'shipment.out_for_delivery' | 'shipment.delivered' | 'shipment.refused', reason?: string): Promise<void> {
    const order = await this.queryBus.execute(new GetOrderForShopperNoticeQuery(shipment.orderId));
    const view = order?.shipments.find((candidate) => candidate.id === shipment.id);
    if (!order || !view) return;
    const tracking = { carrier: view.carrier ? CARRIER_NAMES[view.carrier] : 'the brand', trackingNumber: view.trackingNumber ?? '', trackingUrl: view.trackingUrl ?? '' };
    await this.outbox.record(tx, {
      type,
      recipient: { userId: order.shopperId, email: order.deliveryAddress?.email ?? null },
      data: { shipmentId: shipment.id, orderId: order.id, orderNumber: order.orderNumber ?? order.id, ...tracking, ...(reason ? { reason } : {}) },
    });
  }

  /**
   * The one place money goes back to a shopper: what was captured and not yet refunded, through the provider,
   * and its audit entry (who, the order, the shipment, the amount in cents and why) in the step's transaction,
   * whoever acted (a brand refusing at the door, an admin refunding). Nothing to give back writes nothing.
   */
  private async refundCaptured(tx: TransactionContext, shipment: LockedShipment, actor: { userId: string; role: string }, why: { reason: 'delivery_refused' | 'order_refunded'; refusalReason?: RefusalReason }): Promise<number> {
    const refundable = shipment.capturedCents - shipment.refundedCents;
    if (refundable <= 0) return 0;
    if (shipment.paymentSessionId) {
      await this.payments.refund({ sessionId: shipment.paymentSessionId, amountCents: refundable, idempotencyKey: paymentStepKey(shipment.id, 'refund') });
    }
    await this.auditTrail.record(tx, {
      action: 'order.refund_issued',
      entityType: 'order',
      entityId: shipment.orderId,
      actorUserId: actor.userId,
      details: { shipmentId: shipment.id, amountCents: refundable, actorRole: actor.role, ...why },
    });
    return refundable;
  }

  private async reverseLines(tx: TransactionContext, shipment: LockedShipment, reason: LineReversalReason): Promise<void> {
    const earnings = await this.ledger.reverseLines(tx, { orderId: shipment.orderId, orderItemIds: shipment.orderItemIds, reason });
    if (earnings && earnings.deltaCents !== 0) await this.creatorEarnings.adjust(tx, earnings.creatorId, earnings.deltaCents);
  }

  /** Admins may act on any shipment; each of their moves is in the audit log (a seller's own moves are in the shipment's timeline). */
  private async audit(tx: TransactionContext, moved: ShipmentMoved, actor: { userId: string; role: string }, details: Record<string, unknown> = {}): Promise<void> {
    if (actor.role !== 'admin') return;
    await this.auditTrail.record(tx, {
      action: `shipment.${moved.to as ShipmentStatus}`,
      entityType: 'shipment',
      entityId: moved.shipment.id,
      actorUserId: actor.userId,
      details: { before: { status: moved.from }, after: { status: moved.to }, orderId: moved.shipment.orderId, ...details },
    });
  }
}
