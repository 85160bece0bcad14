import { NotificationSettingsController } from './adapters/http/notification-settings.controller';
import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { IdentityModule } from '../identity';
import { AccountsController } from './adapters/http/accounts.controller';
import { AccountRecoveryController } from './adapters/http/account-recovery.controller';
import { LocalAuthGuard } from './adapters/http/local-auth.guard';
import { GetAccountHandler } from './application/queries/get-account/get-account.handler';
import { GetPublicProfileHandler } from './application/queries/get-public-profile/get-public-profile.handler';
import { PublicProfileController } from './adapters/http/public-profile.controller';
import { UserActivityController } from './adapters/http/user-activity.controller';
import { GetUserActivityHandler } from './application/queries/get-user-activity/get-user-activity.handler';

/**
 * The account answer of the API: owns no table. It composes identity's account with the state other
 * contexts keep about the same user (commissions: tier and rate; curation: profile), through their
 * public queries, so that none of them needs to know the others.
 */
@Module({
  imports: [CqrsModule, IdentityModule],
  controllers: [AccountsController, AccountRecoveryController, NotificationSettingsController, PublicProfileController, UserActivityController],
  providers: [GetAccountHandler, GetPublicProfileHandler, GetUserActivityHandler, LocalAuthGuard],
})
export class AccountsModule {}
