import { Inject } from '@nestjs/common';
import { CommandHandler, ICommandHandler } from '@nestjs/cqrs';
import { assertCampaignDates } from '../../../domain/campaign';
import { INITIAL_CAMPAIGN_STATUS } from '../../../domain/campaign-status';
import { BrandOfCaller } from '../../brand-of-caller';
import { CAMPAIGN_STORE, CampaignStore, CampaignView } from '../../ports/campaign-store.port';
import { CreateCampaignCommand } from './create-campaign.command';

@CommandHandler(CreateCampaignCommand)
export class CreateCampaignHandler implements ICommandHandler<CreateCampaignCommand, CampaignView> {
  constructor(
    private readonly brandOfCaller: BrandOfCaller,
    @Inject(CAMPAIGN_STORE) private readonly campaigns: CampaignStore,
  ) {}

  async execute({ caller, campaign }: CreateCampaignCommand): Promise<CampaignView> {
    const brand = await this.brandOfCaller.resolve(caller);
    assertCampaignDates(campaign.startDate, campaign.endDate);
    return this.campaigns.create(brand.id, { ...campaign, status: INITIAL_CAMPAIGN_STATUS, spentCents: 0 });
  }
}
