import { Inject, Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../shared/application/unit-of-work';
import type { Cents } from '../../../shared/domain/money';
import { onOrderRefunded } from '../domain/commission-entry';
import { CLOCK, Clock } from '../../../shared/application/clock.port';
import { LEDGER_STORE, LedgerStore, NewCommissionEntry } from './ports/ledger-store.port';

/**
 * The ledger follows an order's refund or cancellation in the transaction that changes its status:
 * entries no payout has taken are reversed; a paid (or in-payout) entry stays and a negative
 * adjustment, payable at once, takes the money back in the next payout. Total sales shrink by the
 * refunded GMV; the tier does not move (tiers never move down on their own).
 */
@Injectable()
export class LedgerOrderFollower {
  constructor(
    @Inject(LEDGER_STORE) private readonly ledger: LedgerStore,
    @Inject(CLOCK) private readonly clock: Clock,
  ) {}

  /** Answers how much the credited creator page's total earnings shrink, for the order status flow to pass on. */
  async follow(tx: TransactionContext, event: { orderId: string; to: string }): Promise<CreatorEarningsChange | null> {
    if (event.to !== 'refunded' && event.to !== 'cancelled') return null;
    const reason = event.to === 'refunded' ? 'order_refunded' : 'order_cancelled';
    const entries = await this.ledger.entriesOfOrder(tx, event.orderId);
    if (entries.length === 0) return null;
    const adjusted = new Set(entries.filter((entry) => entry.kind === 'adjustment').map((entry) => entry.entry.adjustsEntryId));
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
    if (reversed !== toReverse.length) throw new Error(`Expected to reverse ${toReverse.length} entries of order ${event.orderId}, reversed ${reversed}`);
    const inserted = await this.ledger.insertEntries(tx, adjustments);
    const lostGmv = toReverse.reduce((sum, entry) => sum + entry.entry.gmvCents, 0) - inserted.gmvCents;
    const lostAmount = toReverse.reduce((sum, entry) => sum + entry.entry.amountCents, 0) - inserted.amountCents;
    await this.ledger.markOrderAttributionReversed(tx, event.orderId);
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
