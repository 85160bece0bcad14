import { Check, Entity, Index, Opt, Property } from '@mikro-orm/core';
import { BaseEntity } from '../../../../shared/infrastructure/database/base.entity';
import { bigCents, cents, decimal, jsonb } from '../../../../shared/infrastructure/database/column-types';

/*
 * Orders, creators, products and shoppers belong to other modules: kept here as ids (no foreign
 * key across modules), so each module's tables can change without the others.
 */

@Entity({ tableName: 'order_attribution' })
@Check({ name: 'order_attribution_money_non_negative', expression: 'gmv_cents >= 0 and commission_cents >= 0' })
export class OrderAttributionEntity extends BaseEntity {
  @Property({ type: 'uuid' })
  @Index()
  orderId!: string;

  @Property({ type: 'uuid' })
  @Index()
  creatorId!: string;

  @Property({ type: 'uuid', nullable: true })
  productId?: string | null;

  @Property(cents())
  gmvCents!: number;

  @Property(cents())
  commissionCents!: number;

  @Property({ type: 'string', length: 20, default: 'pending' })
  status: string & Opt = 'pending';
}

/** A visit through a creator's link; attributes the signed-in shopper's orders placed within 30 days. */
@Entity({ tableName: 'click_logs' })
@Index({ name: 'click_logs_creator_created_at_index', properties: ['creatorId', 'createdAt'] })
@Index({ name: 'click_logs_user_created_at_index', properties: ['userId', 'createdAt'] })
export class ClickLogEntity extends BaseEntity {
  /** The shopper, when signed in; a signed-out visit is counted for the creator but attributes nothing. */
  @Property({ type: 'uuid', nullable: true })
  userId?: string | null;

  @Property({ type: 'uuid', nullable: true })
  productId?: string | null;

  @Property({ type: 'uuid' })
  creatorId!: string;

  @Property({ ...jsonb, nullable: true })
  utmParams?: Record<string, string> | null;

  @Property({ type: 'string', length: 64, nullable: true })
  ipAddress?: string | null;

  @Property({ type: 'text', nullable: true })
  userAgent?: string | null;
}

@Entity({ tableName: 'sales_attribution' })
export class SalesAttributionEntity extends BaseEntity {
  @Property({ type: 'uuid' })
  @Index()
  orderId!: string;

  @Property({ type: 'uuid' })
  @Index()
  creatorId!: string;

  /** Campaign and gift offer live in the brand-campaigns module. */
  @Property({ type: 'uuid', nullable: true })
  campaignId?: string | null;

  @Property({ type: 'uuid', nullable: true })
  giftOfferId?: string | null;

  @Property({ type: 'string', length: 30 })
  attributionType!: string;

  @Property({ ...jsonb, nullable: true })
  touchpoints?: unknown[] | null;

  @Property(cents())
  orderValueCents!: number;

  @Property({ ...decimal(5, 2) })
  commissionRate!: number;

  @Property(cents())
  commissionAmountCents!: number;

  @Property(cents(0))
  brandSpendCents: number & Opt = 0;
}

/** One row per creator, refreshed by a metrics job. */
@Entity({ tableName: 'creator_metrics' })
export class CreatorMetricsEntity extends BaseEntity {
  @Property({ type: 'uuid', unique: true })
  creatorId!: string;

  @Property({ type: 'integer', default: 0 })
  followerCount: number & Opt = 0;

  @Property({ ...decimal(6, 3), default: 0 })
  avgEngagementRate: number & Opt = 0;

  @Property({ ...jsonb, nullable: true })
  audienceAge?: Record<string, number> | null;

  @Property({ ...jsonb, nullable: true })
  audienceGender?: Record<string, number> | null;

  @Property({ type: 'text[]', columnType: 'text[]', default: '{}' })
  topCategories: string[] & Opt = [];

  @Property(bigCents())
  totalSales30dCents: number & Opt = 0;

  @Property({ type: 'integer', default: 0 })
  totalOrders30d: number & Opt = 0;

  @Property({ ...decimal(6, 3), default: 0 })
  conversionRate30d: number & Opt = 0;

  @Property(cents(0))
  avgOrderValue30dCents: number & Opt = 0;

  @Property({ ...jsonb, nullable: true })
  topProducts30d?: unknown[] | null;

  @Property(bigCents())
  lifetimeSalesCents: number & Opt = 0;

  @Property({ type: 'integer', default: 0 })
  lifetimeOrders: number & Opt = 0;

  @Property(bigCents())
  lifetimeCommissionsCents: number & Opt = 0;

  @Property({ type: 'datetime', columnType: 'timestamptz', defaultRaw: 'now()' })
  lastUpdated: Date & Opt = new Date();
}
