import type { CampaignState } from '../../domain/campaign';

export interface CampaignView extends CampaignState {
  id: string;
  brandId: string;
  createdAt: Date;
  updatedAt: Date;
}

export const CAMPAIGN_STORE = Symbol('CAMPAIGN_STORE');

export interface CampaignStore {
  /** The brand's campaigns, newest first. */
  listByBrand(brandId: string): Promise<CampaignView[]>;
  /** The brand's first (oldest) campaign, or null. */
  firstOfBrand(brandId: string): Promise<CampaignView | null>;
  /** Null for an unknown id or another brand's campaign. */
  findOfBrand(brandId: string, campaignId: string): Promise<CampaignView | null>;
  create(brandId: string, campaign: CampaignState): Promise<CampaignView>;
  save(campaignId: string, campaign: CampaignState): Promise<CampaignView>;
}
