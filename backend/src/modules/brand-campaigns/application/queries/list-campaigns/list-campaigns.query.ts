import { Query } from '@nestjs/cqrs';
import type { BrandCaller } from '../../brand-of-caller';
import type { CampaignView } from '../../ports/campaign-store.port';

export class ListCampaignsQuery extends Query<CampaignView[]> {
  constructor(
    readonly caller: BrandCaller,
    readonly brandId: string | null = null,
  ) {
    super();
  }
}
