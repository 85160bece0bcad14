import { Entity, Enum, Opt, PrimaryKey, Property } from '@mikro-orm/core';
import { bigCents, decimal, jsonb } from '../../../../shared/infrastructure/database/column-types';
import { CURATOR_TIERS, CuratorTier } from '../../domain/curator-tier';
import type { BankingDetails } from '../../domain/commission-account';

/**
 * What commissions keeps about an account (identity's user id): its curator tier, the commission
 * rate it earns, the sales it generated and where payouts go. No row means the defaults: tier
 * 'user', 0 %, nothing sold, no banking details.
 */
@Entity({ tableName: 'commission_accounts' })
export class CommissionAccountEntity {
  @PrimaryKey({ type: 'uuid' })
  userId!: string;

  @Enum({ items: () => [...CURATOR_TIERS], type: 'string', default: 'user' })
  tier: CuratorTier & Opt = 'user';

  /** Percent of GMV paid as commission (0, 5, 7, 10 by tier; admins may set another). */
  @Property({ ...decimal(5, 2), default: 0 })
  commissionRate: number & Opt = 0;

  /** An admin set this tier (and rate) by hand: automatic promotion by sales must leave it alone. */
  @Property({ type: 'boolean', default: false })
  tierSetManually: boolean & Opt = false;

  @Property(bigCents())
  totalSalesGeneratedCents: number & Opt = 0;

  @Property({ ...jsonb, nullable: true, hidden: true, lazy: true })
  bankingDetails?: BankingDetails | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()', onUpdate: () => new Date() })
  updatedAt: Date & Opt = new Date();
}
