import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { applyCampaignChanges } from '../../../domain/campaign';
import { CampaignNotFoundError } from '../../../domain/brand-campaigns.errors';
import { BrandOfCaller } from '../../brand-of-caller';
import { CAMPAIGN_STORE, CampaignStore, CampaignView } from '../../ports/campaign-store.port';
import { UpdateCampaignCommand } from './update-campaign.command';

@CommandHandler(UpdateCampaignCommand)
export class UpdateCampaignHandler implements ICommandHandler<UpdateCampaignCommand, CampaignView> {
  constructor(
    private readonly brandOfCaller: BrandOfCaller,
    @Inject(CAMPAIGN_STORE) private readonly campaigns: CampaignStore,
  ) {}

  async execute({ caller, campaignId, changes }: UpdateCampaignCommand): Promise<CampaignView> {
    const brand = await this.brandOfCaller.resolve(caller);
    const campaign = await this.campaigns.findOfBrand(brand.id, campaignId);
    if (!campaign) throw new CampaignNotFoundError(campaignId);
    return this.campaigns.save(campaign.id, applyCampaignChanges(campaign, changes));
  }
}
