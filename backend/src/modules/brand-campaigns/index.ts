export { BrandCampaignsModule } from './brand-campaigns.module';
