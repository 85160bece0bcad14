import { Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';

/** A gift offer the credited creator accepted for the purchased product (brand-campaigns decides which). */
export interface AcceptedGift {
  giftOfferId: string;
  campaignId: string | null;
}

/**
 * Gift conversions, inside the checkout's transaction: the brand-campaigns module provides the
 * tracker and registers it with {@link GiftConversionRegistry} (commissions never imports it).
 */
export interface GiftConversionTracker {
  /** The gift offer of `productId` that `creatorId` accepted in the conversion window before `at`, or null. */
  findAcceptedGift(tx: TransactionContext, creatorId: string, productId: string, at: Date): Promise<AcceptedGift | null>;
  /** Counts the conversion in the campaign's figures for the day of `at`. */
  recordConversion(tx: TransactionContext, gift: AcceptedGift, at: Date): Promise<void>;
}

@Injectable()
export class GiftConversionRegistry {
  private tracker: GiftConversionTracker | null = null;

  register(tracker: GiftConversionTracker): void {
    if (this.tracker && this.tracker !== tracker) throw new Error('A gift conversion tracker is already registered');
    this.tracker = tracker;
  }

  /** Null when no module tracks gifts: purchases are then attributed as plain creator links. */
  current(): GiftConversionTracker | null {
    return this.tracker;
  }
}
