import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { JobHandler } from '../../../../shared/infrastructure/jobs/job-handler.decorator';
import { BrandCampaignsJob, ExpireGiftOffersResult } from '../../application/brand-campaigns-jobs';
import { ExpireGiftOffersCommand } from '../../application/commands/expire-gift-offers/expire-gift-offers.command';

/** The worker side of brand-campaigns' scheduled job. */
@Injectable()
export class BrandCampaignsJobProcessor {
  constructor(private readonly commandBus: CommandBus) {}

  @JobHandler(BrandCampaignsJob.ExpireGiftOffers)
  async expireGiftOffers(): Promise<ExpireGiftOffersResult> {
    return { expired: await this.commandBus.execute(new ExpireGiftOffersCommand(new Date())) };
  }
}
