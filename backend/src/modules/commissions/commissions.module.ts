import { Module, OnModuleInit } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { OrderAttributionRegistry, OrderingModule } from '../ordering';
import { RecordClickHandler } from './application/commands/record-click/record-click.handler';
import { CreatorAttributionPolicy } from './application/creator-attribution.policy';
import { ATTRIBUTION_STORE } from './application/ports/attribution-store.port';
import { COMMISSION_ACCOUNTS } from './application/ports/commission-accounts.port';
import { GetCommissionAccountHandler } from './application/queries/get-commission-account/get-commission-account.handler';
import { SetCommissionTierHandler } from './application/commands/set-commission-tier/set-commission-tier.handler';
import { ListCommissionAccountsHandler } from './application/queries/list-commission-accounts/list-commission-accounts.handler';
import { ClicksController } from './adapters/http/clicks.controller';
import { MikroOrmCommissionAccounts } from './adapters/persistence/mikro-orm-commission-accounts';
import { SqlAttributionStore } from './adapters/persistence/sql-attribution.store';

@Module({
  imports: [CqrsModule, OrderingModule],
  controllers: [ClicksController],
  providers: [
    { provide: ATTRIBUTION_STORE, useClass: SqlAttributionStore },
    { provide: COMMISSION_ACCOUNTS, useClass: MikroOrmCommissionAccounts },
    CreatorAttributionPolicy,
    RecordClickHandler,
    GetCommissionAccountHandler,
    ListCommissionAccountsHandler,
    SetCommissionTierHandler,
  ],
  exports: [],
})
export class CommissionsModule implements OnModuleInit {
  constructor(
    private readonly registry: OrderAttributionRegistry,
    private readonly policy: CreatorAttributionPolicy,
  ) {}

  /** Checkout (ordering) credits creators through this policy, inside its own transaction. */
  onModuleInit(): void {
    this.registry.register(this.policy);
  }
}
