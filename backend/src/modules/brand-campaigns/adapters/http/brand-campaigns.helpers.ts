import { centsToDollars } from '../../../../shared/domain/money';
import type { CampaignView } from '../../application/ports/campaign-store.port';
import type { CampaignDto } from './dto/brand-campaigns.dto';

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
