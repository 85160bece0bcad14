import { centsToDollars } from '../../../../shared/domain/money';
import type { CampaignView } from '../../application/ports/campaign-store.port';
import type { GiftOfferView } from '../../application/ports/gift-offer-store.port';
import type { Partnership } from '../../application/queries/list-partnerships/list-partnerships.query';
import type { CampaignDto, GiftOfferDto, PartnershipDto } from './dto/brand-campaigns.dto';

export function toCampaignDto(campaign: CampaignView): CampaignDto {
  return {
    id: campaign.id,
    brandId: campaign.brandId,
    name: campaign.name,
    description: campaign.description,
    type: campaign.type,
    status: campaign.status,
    budget: campaign.budgetCents === null ? null : centsToDollars(campaign.budgetCents),
    spent: centsToDollars(campaign.spentCents),
    startDate: campaign.startDate,
    endDate: campaign.endDate,
    createdAt: campaign.createdAt,
    updatedAt: campaign.updatedAt,
  };
}

export function toGiftOfferDto(offer: GiftOfferView): GiftOfferDto {
  return {
    id: offer.id,
    campaignId: offer.campaignId,
    recipientId: offer.recipientId,
    productId: offer.productId,
    message: offer.message,
    status: offer.status,
    value: centsToDollars(offer.valueCents),
    expiresAt: offer.expiresAt,
    respondedAt: offer.respondedAt,
    createdAt: offer.createdAt,
  };
}

export function toPartnershipDto(partnership: Partnership): PartnershipDto {
  const { valueCents, ...rest } = partnership;
  return { ...rest, value: centsToDollars(valueCents) };
}
