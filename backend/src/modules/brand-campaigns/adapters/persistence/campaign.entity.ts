import { BigIntType, Check, Entity, Enum, Index, ManyToOne, Opt, Property, Unique } from '@mikro-orm/core';
import { BaseEntity } from '../../../../shared/infrastructure/database/base.entity';
import { bigCents, cents, decimal, jsonb } from '../../../../shared/infrastructure/database/column-types';

import { CAMPAIGN_TYPES } from '../../domain/campaign';

@Entity({ tableName: 'campaigns' })
@Check({ name: 'campaigns_money_non_negative', expression: '(budget_cents is null or budget_cents >= 0) and spent_cents >= 0' })
export class CampaignEntity extends BaseEntity {
  /** The catalog brand running it. */
  @Property({ type: 'uuid' })
  @Index()
  brandId!: string;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  @Enum({ items: () => [...CAMPAIGN_TYPES], type: 'string' })
  type!: (typeof CAMPAIGN_TYPES)[number];

  @Property({ type: 'string', length: 20, default: 'draft' })
  status: string & Opt = 'draft';

  @Property({ type: new BigIntType('number'), columnType: 'bigint', nullable: true })
  budgetCents?: number | null;

  @Property(bigCents())
  spentCents: number & Opt = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  startDate?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  endDate?: Date | null;

  @Property({ ...jsonb, nullable: true })
  targetMetrics?: Record<string, unknown> | null;
}

@Entity({ tableName: 'gift_offers' })
// At most one pending offer per creator and product (migration 20261206120000).
@Index({ name: 'gift_offers_one_pending_unique', expression: `create unique index "gift_offers_one_pending_unique" on "gift_offers" ("recipient_id", "product_id") where "status" = 'pending'` })
@Check({ name: 'gift_offers_value_non_negative', expression: 'value_cents >= 0' })
export class GiftOfferEntity extends BaseEntity {
  @ManyToOne(() => CampaignEntity, { nullable: true, deleteRule: 'set null' })
  @Index()
  campaign?: CampaignEntity | null;

  /** The creator page (curation) offered the gift. */
  @Property({ type: 'uuid' })
  @Index()
  recipientId!: string;

  @Property({ type: 'uuid' })
  productId!: string;

  @Property({ type: 'text', nullable: true })
  message?: string | null;

  @Property({ type: 'string', length: 20, default: 'pending' })
  status: string & Opt = 'pending';

  @Property(cents(0))
  valueCents: number & Opt = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  expiresAt?: Date | null;

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  respondedAt?: Date | null;
}

@Entity({ tableName: 'affiliate_programs' })
export class AffiliateProgramEntity extends BaseEntity {
  @Property({ type: 'uuid' })
  @Index()
  brandId!: string;

  @Property({ type: 'string', length: 200 })
  name!: string;

  @Property({ type: 'text', nullable: true })
  description?: string | null;

  /** 'percentage' or 'fixed'. */
  @Property({ type: 'string', length: 20 })
  commissionType!: string;

  @Property({ ...decimal(10, 2) })
  commissionValue!: number;

  @Property(bigCents())
  minimumSalesCents: number & Opt = 0;

  @Property({ type: 'uuid[]', columnType: 'uuid[]', default: '{}' })
  productIds: string[] & Opt = [];

  @Property({ ...jsonb, nullable: true })
  requirements?: Record<string, unknown> | null;

  @Property({ type: 'boolean', default: true })
  active: boolean & Opt = true;
}

@Entity({ tableName: 'affiliate_enrollments' })
@Unique({ name: 'affiliate_enrollments_program_creator_unique', properties: ['program', 'creatorId'] })
export class AffiliateEnrollmentEntity extends BaseEntity {
  @ManyToOne(() => AffiliateProgramEntity, { deleteRule: 'cascade' })
  program!: AffiliateProgramEntity;

  @Property({ type: 'uuid' })
  @Index()
  creatorId!: string;

  @Property({ type: 'string', length: 20, default: 'pending' })
  status: string & Opt = 'pending';

  @Property({ type: 'text', nullable: true })
  applicationNote?: string | null;

  @Property({ type: 'text', nullable: true })
  approvalNote?: string | null;

  @Property(bigCents())
  totalEarningsCents: number & Opt = 0;

  @Property(bigCents())
  totalSalesCents: number & Opt = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  enrolledAt: Date & Opt = new Date();

  @Property({ type: 'datetime', columnType: 'timestamptz', nullable: true })
  approvedAt?: Date | null;
}

@Entity({ tableName: 'campaign_metrics' })
@Unique({ name: 'campaign_metrics_campaign_date_unique', properties: ['campaign', 'date'] })
export class CampaignMetricsEntity extends BaseEntity {
  @ManyToOne(() => CampaignEntity, { deleteRule: 'cascade' })
  campaign!: CampaignEntity;

  @Property({ type: 'date', columnType: 'date' })
  date!: string;

  @Property({ type: 'integer', default: 0 }) impressions: number & Opt = 0;
  @Property({ type: 'integer', default: 0 }) clicks: number & Opt = 0;
  @Property({ type: 'integer', default: 0 }) reach: number & Opt = 0;
  @Property({ type: 'integer', default: 0 }) orders: number & Opt = 0;
  @Property(bigCents()) salesCents: number & Opt = 0;
  @Property(bigCents()) commissionsCents: number & Opt = 0;
  @Property({ type: 'integer', default: 0 }) giftsOffered: number & Opt = 0;
  @Property({ type: 'integer', default: 0 }) giftsAccepted: number & Opt = 0;
  @Property({ type: 'integer', default: 0 }) giftConversions: number & Opt = 0;
}
