import { Inject, Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../shared/application/unit-of-work';
import type { Cents } from '../../../shared/domain/money';
import { onOrderRefunded, payableAt, type CommissionEntryReason } from '../domain/commission-entry';
import { CLOCK, Clock } from '../../../shared/application/clock.port';
import { EARNINGS_SETTINGS, EarningsSettings } from './ports/earnings-settings.port';
import { LEDGER_STORE, LedgerStore, NewCommissionEntry } from './ports/ledger-store.port';

/** Why lines lose their commission: the shipment that carried them was refused, returned or cancelled, or the order refunded. */
export type LineReversalReason = Extract<CommissionEntryReason, 'delivery_refused' | 'shipment_returned' | 'order_cancelled' | 'order_refunded'>;

/**
 * The ledger follows the bottles, in the transaction of the fulfilment step that moved them:
 * - delivered: the lines' commissions start their hold (COMMISSION_HOLD_DAYS from the handoff);
 *   until then they are pending with no payable date ("waiting for delivery");
 * - refused, returned, cancelled or refunded: entries no payout has taken are reversed; a paid (or
 *   in-payout) entry stays and a negative adjustment, payable at once, takes the money back in the
 *   next payout. Total sales shrink by the lost GMV; the tier does not move (tiers never move down on their own).
 */
@Injectable()
export class LedgerOrderFollower {
  constructor(
    @Inject(LEDGER_STORE) private readonly ledger: LedgerStore,
    @Inject(CLOCK) private readonly clock: Clock,
    @Inject(EARNINGS_SETTINGS) private readonly settings: EarningsSettings,
  ) {}

  /** The delivered lines' commissions become payable COMMISSION_HOLD_DAYS after `deliveredAt`. */
  startHold(tx: TransactionContext, request: { orderItemIds: readonly string[]; deliveredAt: Date }): Promise<number> {
    return this.ledger.startHold(tx, request.orderItemIds, payableAt(request.deliveredAt, this.settings.holdDays));
  }

  /**
   * Reverses (or, after payout, adjusts) the commissions of the order's lines — all of them when
   * `orderItemIds` is null. Answers how much the credited creator page's total earnings shrink.
   */
  async reverseLines(tx: TransactionContext, request: { orderId: string; orderItemIds: readonly string[] | null; reason: LineReversalReason }): Promise<CreatorEarningsChange | null> {
    const { orderId, orderItemIds, reason } = request;
    const all = await this.ledger.entriesOfOrder(tx, orderId);
    const entries = orderItemIds === null ? all : all.filter((entry) => orderItemIds.includes(entry.entry.orderItemId));
    if (entries.length === 0) return null;
    const adjusted = new Set(all.filter((entry) => entry.kind === 'adjustment').map((entry) => entry.entry.adjustsEntryId));
    const toReverse: typeof entries = [];
    const adjustments: NewCommissionEntry[] = [];
    for (const entry of entries) {
      if (entry.kind !== 'commission') continue;
      const action = onOrderRefunded(entry.status);
      if (action === 'reverse') toReverse.push(entry);
      if (action === 'adjust' && !adjusted.has(entry.id)) {
        adjustments.push({
          ...entry.entry,
          kind: 'adjustment',
          gmvCents: -entry.entry.gmvCents,
          amountCents: -entry.entry.amountCents,
          status: 'payable',
          adjustsEntryId: entry.id,
          payableAt: this.clock.now(),
          reason: 'refund_after_payout',
        });
      }
    }
    const { userId, creatorId } = entries[0].entry;
    // The earner's account before the ledger rows' daily rollup (the order a checkout takes them in), so a
    // refund and a checkout through the same link never wait on each other's locks crosswise.
    if (userId) await this.ledger.lockAccount(tx, userId);
    const reversed = await this.ledger.moveEntries(tx, toReverse.map((entry) => entry.id), ['pending', 'payable'], 'reversed', reason);
    if (reversed !== toReverse.length) throw new Error(`Expected to reverse ${toReverse.length} entries of order ${orderId}, reversed ${reversed}`);
    const inserted = await this.ledger.insertEntries(tx, adjustments);
    const reversedGmv = toReverse.reduce((sum, entry) => sum + entry.entry.gmvCents, 0);
    const reversedAmount = toReverse.reduce((sum, entry) => sum + entry.entry.amountCents, 0);
    const lostGmv = reversedGmv - inserted.gmvCents;
    const lostAmount = reversedAmount - inserted.amountCents;
    const remaining = all.filter((entry) => entry.kind === 'commission' && entry.status !== 'reversed' && !toReverse.includes(entry) && !entries.includes(entry));
    if (remaining.length === 0) await this.ledger.markOrderAttributionReversed(tx, orderId);
    else await this.ledger.shrinkOrderAttribution(tx, orderId, reversedGmv, reversedAmount);
    if (userId && lostGmv !== 0) await this.ledger.addSales(tx, userId, -lostGmv);
    if (!creatorId) return null;
    await this.ledger.refreshCreatorMetrics(tx, creatorId, this.clock.now());
    return { creatorId, deltaCents: -lostAmount };
  }
}

/** A creator page's total earnings move by `deltaCents` (curation keeps the total). */
export interface CreatorEarningsChange {
  creatorId: string;
  deltaCents: Cents;
}
