import type { EntityManager } from '@mikro-orm/core';
import type { CampaignStatus } from '../domain/campaign-status';
import type { CampaignType } from '../domain/campaign';
import type { GiftOfferStatus } from '../domain/gift-offer-status';
import { CampaignEntity, GiftOfferEntity } from '../adapters/persistence/campaign.entity';

/** A demo campaign and the offers it sent; brands, creators and products by id. */
export interface DemoCampaignRow {
  brandId: string;
  name: string;
  description: string;
  type: CampaignType;
  status: CampaignStatus;
  budgetCents: number;
  startDate: Date;
  endDate: Date;
  offers: Array<{ recipientId: string; productId: string; message: string; status: GiftOfferStatus; valueCents: number; createdAt: Date; respondedAt: Date | null; expiresAt: Date }>;
}

/**
 * Adds brand-campaigns' demo rows to the caller's unit of work `tx` (the caller flushes). An accepted
 * offer's value counts as spent, as answering it does in the shop.
 */
export function writeDemoCampaigns(tx: EntityManager, campaigns: readonly DemoCampaignRow[]): void {
  for (const { offers, ...campaign } of campaigns) {
    const spentCents = offers.filter((offer) => offer.status === 'accepted').reduce((sum, offer) => sum + offer.valueCents, 0);
    const saved = tx.create(CampaignEntity, { ...campaign, spentCents, createdAt: campaign.startDate, updatedAt: campaign.startDate });
    for (const offer of offers) tx.create(GiftOfferEntity, { ...offer, campaign: saved, updatedAt: offer.respondedAt ?? offer.createdAt });
  }
}
