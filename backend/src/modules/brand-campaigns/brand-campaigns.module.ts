import { NotificationsModule } from '../notifications';
import { ListGiftOfferActivityHandler } from './application/queries/list-gift-offer-activity/list-gift-offer-activity.handler';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CatalogModule } from '../catalog';
import { GIFT_CONVERSIONS } from './application/ports/gift-conversions.port';
import { PostgresGiftConversionRepository } from './adapters/persistence/gift-conversion.repository';
import { BrandOfCaller } from './application/brand-of-caller';
import { CreateCampaignHandler } from './application/commands/create-campaign/create-campaign.handler';
import { RegisterBrandHandler } from './application/commands/register-brand/register-brand.handler';
import { UpdateCampaignHandler } from './application/commands/update-campaign/update-campaign.handler';
import { CAMPAIGN_STORE } from './application/ports/campaign-store.port';
import { ListCampaignsHandler } from './application/queries/list-campaigns/list-campaigns.handler';
import { BrandCampaignsController } from './adapters/http/brand-campaigns.controller';
import { BrandRegistrationController } from './adapters/http/brand-registration.controller';
import { PostgresCampaignRepository } from './adapters/persistence/campaign.repository';
import { PostgresGiftOfferRepository } from './adapters/persistence/gift-offer.repository';
import { BrandGiftsController } from './adapters/http/brand-gifts.controller';
import { PartnershipsController } from './adapters/http/partnerships.controller';
import { BrandCreatorsController } from './adapters/http/brand-creators.controller';
import { BrandDashboardController } from './adapters/http/brand-dashboard.controller';
import { UpdateBrandProfileHandler } from './application/commands/update-brand-profile/update-brand-profile.handler';
import { GetBrandAnalyticsHandler } from './application/queries/get-brand-analytics/get-brand-analytics.handler';
import { GetBrandMetricsHandler } from './application/queries/get-brand-metrics/get-brand-metrics.handler';
import { DiscoverCreatorsHandler } from './application/queries/discover-creators/discover-creators.handler';
import { BrandCampaignsJobProcessor } from './adapters/jobs/brand-campaigns.job-processor';
import { GIFT_OFFER_STORE } from './application/ports/gift-offer-store.port';
import { SendGiftOfferHandler } from './application/commands/send-gift-offer/send-gift-offer.handler';
import { RespondToGiftOfferHandler } from './application/commands/respond-to-gift-offer/respond-to-gift-offer.handler';
import { ExpireGiftOffersHandler } from './application/commands/expire-gift-offers/expire-gift-offers.handler';
import { ListPartnershipsHandler } from './application/queries/list-partnerships/list-partnerships.handler';

@Module({
  imports: [CqrsModule, CatalogModule, NotificationsModule],
  controllers: [BrandRegistrationController, BrandCampaignsController, BrandGiftsController, BrandCreatorsController, BrandDashboardController, PartnershipsController],
  providers: [
    ListGiftOfferActivityHandler,
    BrandOfCaller,
    { provide: CAMPAIGN_STORE, useClass: PostgresCampaignRepository },
    RegisterBrandHandler,
    CreateCampaignHandler,
    UpdateCampaignHandler,
    ListCampaignsHandler,
    { provide: GIFT_OFFER_STORE, useClass: PostgresGiftOfferRepository },
    SendGiftOfferHandler,
    RespondToGiftOfferHandler,
    ExpireGiftOffersHandler,
    ListPartnershipsHandler,
    DiscoverCreatorsHandler,
    GetBrandMetricsHandler,
    GetBrandAnalyticsHandler,
    UpdateBrandProfileHandler,
    BrandCampaignsJobProcessor,
    { provide: GIFT_CONVERSIONS, useClass: PostgresGiftConversionRepository },
  ],
  exports: [GIFT_CONVERSIONS],
})
export class BrandCampaignsModule {}
