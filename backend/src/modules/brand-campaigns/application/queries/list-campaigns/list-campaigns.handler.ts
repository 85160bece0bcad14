import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { BrandOfCaller } from '../../brand-of-caller';
import { CAMPAIGN_STORE, CampaignStore, CampaignView } from '../../ports/campaign-store.port';
import { ListCampaignsQuery } from './list-campaigns.query';

@QueryHandler(ListCampaignsQuery)
export class ListCampaignsHandler implements IQueryHandler<ListCampaignsQuery, CampaignView[]> {
  constructor(
    private readonly brandOfCaller: BrandOfCaller,
    @Inject(CAMPAIGN_STORE) private readonly campaigns: CampaignStore,
  ) {}

  async execute({ caller, brandId }: ListCampaignsQuery): Promise<CampaignView[]> {
    const brand = await this.brandOfCaller.resolve(caller, brandId);
    return this.campaigns.listByBrand(brand.id);
  }
}
