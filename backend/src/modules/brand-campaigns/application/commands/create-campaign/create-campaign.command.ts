import { Command } from '@nestjs/cqrs';
import type { Cents } from '../../../../../shared/domain/money';
import type { CampaignType } from '../../../domain/campaign';
import type { BrandCaller } from '../../brand-of-caller';
import type { CampaignView } from '../../ports/campaign-store.port';

export class CreateCampaignCommand extends Command<CampaignView> {
  constructor(
    readonly caller: BrandCaller,
    readonly campaign: { name: string; description: string | null; type: CampaignType; budgetCents: Cents | null; startDate: Date | null; endDate: Date | null },
  ) {
    super();
  }
}
