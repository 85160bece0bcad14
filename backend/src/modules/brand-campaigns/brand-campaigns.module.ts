import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { CatalogModule } from '../catalog';
import { BrandOfCaller } from './application/brand-of-caller';
import { CreateCampaignHandler } from './application/commands/create-campaign/create-campaign.handler';
import { RegisterBrandHandler } from './application/commands/register-brand/register-brand.handler';
import { UpdateCampaignHandler } from './application/commands/update-campaign/update-campaign.handler';
import { CAMPAIGN_STORE } from './application/ports/campaign-store.port';
import { ListCampaignsHandler } from './application/queries/list-campaigns/list-campaigns.handler';
import { BrandCampaignsController } from './adapters/http/brand-campaigns.controller';
import { BrandRegistrationController } from './adapters/http/brand-registration.controller';
import { MikroOrmCampaignStore } from './adapters/persistence/mikro-orm-campaign.store';

@Module({
  imports: [CqrsModule, CatalogModule],
  controllers: [BrandRegistrationController, BrandCampaignsController],
  providers: [
    BrandOfCaller,
    { provide: CAMPAIGN_STORE, useClass: MikroOrmCampaignStore },
    RegisterBrandHandler,
    CreateCampaignHandler,
    UpdateCampaignHandler,
    ListCampaignsHandler,
  ],
  exports: [],
})
export class BrandCampaignsModule {}
