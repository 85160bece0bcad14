import { Command } from '@nestjs/cqrs';
import type { CampaignChanges } from '../../../domain/campaign';
import type { BrandCaller } from '../../brand-of-caller';
import type { CampaignView } from '../../ports/campaign-store.port';

/** PATCH /api/brands/campaigns/{id}: edits and status moves (through the transition table). */
export class UpdateCampaignCommand extends Command<CampaignView> {
  constructor(
    readonly caller: BrandCaller,
    readonly campaignId: string,
    readonly changes: CampaignChanges,
  ) {
    super();
  }
}
