import { ListEarningsActivityHandler } from './application/queries/list-earnings-activity/list-earnings-activity.handler';
import { MiddlewareConsumer, Module, NestModule, RequestMethod } from '@nestjs/common';
import { CachedSalesAnalyticsMiddleware } from './adapters/http/cached-sales-analytics.middleware';
import { CqrsModule } from '@nestjs/cqrs';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AuditModule } from '../audit';
import { NotificationsModule } from '../notifications';
import { RecordClickHandler } from './application/commands/record-click/record-click.handler';
import { CreatorAttributionPolicy } from './application/creator-attribution.policy';
import { LedgerOrderFollower } from './application/ledger-order-follower';
import { PayoutRunService } from './application/payout-run.service';
import { ATTRIBUTION_STORE } from './application/ports/attribution-store.port';
import { COMMISSION_ACCOUNTS } from './application/ports/commission-accounts.port';
import { SalesAnalyticsCache } from './adapters/http/sales-analytics-cache';
import { GetSalesAnalyticsRevisionHandler } from './application/queries/get-sales-analytics-revision/get-sales-analytics-revision.handler';
import { EARNINGS_SETTINGS } from './application/ports/earnings-settings.port';
import { LEDGER_STORE } from './application/ports/ledger-store.port';
import { PAYOUT_PROVIDER, PAYOUT_STORE } from './application/ports/payouts.port';
import { CheckLedgerHandler } from './application/queries/check-ledger/check-ledger.handler';
import { GetCommissionHandler } from './application/queries/get-commission/get-commission.handler';
import { GetCommissionAccountHandler } from './application/queries/get-commission-account/get-commission-account.handler';
import { SetCommissionTierHandler } from './application/commands/set-commission-tier/set-commission-tier.handler';
import { ListCommissionAccountsHandler } from './application/queries/list-commission-accounts/list-commission-accounts.handler';
import { GetCreatorDashboardHandler } from './application/queries/get-creator-dashboard/get-creator-dashboard.handler';
import { GetPayoutsHandler } from './application/queries/get-payouts/get-payouts.handler';
import { GetSalesAnalyticsHandler } from './application/queries/get-sales-analytics/get-sales-analytics.handler';
import { earningsSettingsFrom } from './adapters/earnings-settings.provider';
import { AdminLedgerController } from './adapters/http/admin-ledger.controller';
import { ClicksController } from './adapters/http/clicks.controller';
import { EarningsController } from './adapters/http/earnings.controller';
import { CommissionsJobProcessor } from './adapters/jobs/commissions.job-processor';
import { SandboxPayoutProvider } from './adapters/payouts/sandbox-payout-provider';
import { PostgresCommissionAccountsRepository } from './adapters/persistence/commission-accounts.repository';
import { PostgresAttributionRepository } from './adapters/persistence/attribution.repository';
import { PostgresLedgerRepository } from './adapters/persistence/ledger.repository';
import { PostgresPayoutRepository } from './adapters/persistence/payout.repository';
import { BankingSettingsController } from './adapters/http/banking-settings.controller';
import { AesGcmBankingCipher } from './adapters/banking/aes-gcm-banking-cipher';
import { PostgresBankingDetailsRepository } from './adapters/persistence/banking-details.repository';
import { BANKING_CIPHER, BANKING_DETAILS_STORE } from './application/ports/banking-cipher.port';
import { SaveBankingDetailsHandler } from './application/commands/save-banking-details/save-banking-details.handler';
import { GetBankingSummaryHandler } from './application/queries/get-banking-summary/get-banking-summary.handler';
import { GetCuratorLevelHandler } from './application/queries/get-curator-level/get-curator-level.handler';
import { RecordProfileVisitHandler } from './application/commands/record-profile-visit/record-profile-visit.handler';
import { ListCreatorMetricsHandler } from './application/queries/list-creator-metrics/list-creator-metrics.handler';
import { GetProductAttributionHandler } from './application/queries/get-product-attribution/get-product-attribution.handler';
import { ListAttributedCreatorsHandler } from './application/queries/list-attributed-creators/list-attributed-creators.handler';

@Module({
  imports: [CqrsModule, AuditModule, NotificationsModule],
  controllers: [ClicksController, EarningsController, AdminLedgerController, BankingSettingsController],
  providers: [
    ListEarningsActivityHandler,
    ListAttributedCreatorsHandler,
    GetProductAttributionHandler,
    { provide: ATTRIBUTION_STORE, useClass: PostgresAttributionRepository },
    { provide: COMMISSION_ACCOUNTS, useClass: PostgresCommissionAccountsRepository },
    PostgresLedgerRepository,
    { provide: LEDGER_STORE, useExisting: PostgresLedgerRepository },
    { provide: PAYOUT_STORE, useClass: PostgresPayoutRepository },
    // The sandbox until a payout provider is contracted; swapping it is this one line.
    { provide: PAYOUT_PROVIDER, useClass: SandboxPayoutProvider },
    { provide: SalesAnalyticsCache, useFactory: () => new SalesAnalyticsCache() },
    { provide: EARNINGS_SETTINGS, useFactory: (config: AppConfig) => earningsSettingsFrom(config), inject: [APP_CONFIG] },
    CreatorAttributionPolicy,
    LedgerOrderFollower,
    PayoutRunService,
    CommissionsJobProcessor,
    RecordClickHandler,
    GetCommissionAccountHandler,
    ListCommissionAccountsHandler,
    SetCommissionTierHandler,
    GetSalesAnalyticsHandler,
    GetSalesAnalyticsRevisionHandler,
    GetPayoutsHandler,
    GetCommissionHandler,
    GetCreatorDashboardHandler,
    CheckLedgerHandler,
    // Banking details: sealed with AES-256-GCM under BANKING_ENCRYPTION_KEY (docs/operations.md, "Banking details").
    { provide: BANKING_CIPHER, useFactory: (config: AppConfig) => new AesGcmBankingCipher(config.bankingEncryption), inject: [APP_CONFIG] },
    { provide: BANKING_DETAILS_STORE, useClass: PostgresBankingDetailsRepository },
    SaveBankingDetailsHandler,
    GetBankingSummaryHandler,
    GetCuratorLevelHandler,
    RecordProfileVisitHandler,
    ListCreatorMetricsHandler,
  ],
  exports: [CreatorAttributionPolicy, LedgerOrderFollower],
})
export class CommissionsModule implements NestModule {
  /** A cached sales-analytics answer goes out before routing, guards and the controller (docs/performance.md, Ledger). */
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(CachedSalesAnalyticsMiddleware).forRoutes({ path: 'user/sales-analytics', method: RequestMethod.GET });
  }
}
