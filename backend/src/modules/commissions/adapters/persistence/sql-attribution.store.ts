import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import { entityManagerOf } from '../../../../shared/infrastructure/database/mikro-orm-unit-of-work';
import type { CreatorForAttribution, OrderAttributionAmounts } from '../../domain/attribution';
import { isCuratorTier } from '../../domain/curator-tier';
import type { AttributionStore, NewClick } from '../../application/ports/attribution-store.port';

/**
 * Attribution in plain SQL over commissions' own tables, plus the views other modules publish for
 * it: curation_creators_v (a page's owning account) and catalog_products_v (is it a product).
 */
@Injectable()
export class SqlAttributionStore implements AttributionStore {
  constructor(private readonly em: EntityManager) {}

  async findCreator(transaction: TransactionContext, creatorId: string): Promise<CreatorForAttribution | null> {
    const tx = entityManagerOf(transaction);
    const [row] = await tx.execute<{ id: string; user_id: string | null; tier: string | null }[]>(
      'select c.id, c.user_id, a.tier from curation_creators_v c left join commission_accounts a on a.user_id = c.user_id where c.id = ?',
      [creatorId],
    );
    if (!row) return null;
    return { id: row.id, ownerUserId: row.user_id, ownerTier: isCuratorTier(row.tier) ? row.tier : 'user' };
  }

  async latestClickedCreator(transaction: TransactionContext, shopperId: string, since: Date): Promise<string | null> {
    const tx = entityManagerOf(transaction);
    const [row] = await tx.execute<{ creator_id: string }[]>(
      'select creator_id from click_logs where user_id = ? and created_at >= ?::timestamptz order by created_at desc limit 1',
      [shopperId, since.toISOString()],
    );
    return row?.creator_id ?? null;
  }

  async recordOrderAttributions(
    transaction: TransactionContext,
    creator: CreatorForAttribution,
    attributions: readonly (OrderAttributionAmounts & { orderId: string; productId: string | null })[],
  ): Promise<void> {
    const tx = entityManagerOf(transaction);
    for (const attribution of attributions) {
      await tx.execute(
        `insert into order_attribution (id, order_id, creator_id, product_id, gmv_cents, commission_cents, status, created_at, updated_at)
         values (gen_random_uuid(), ?, ?, ?, ?, ?, 'pending', clock_timestamp(), clock_timestamp())`,
        [attribution.orderId, creator.id, attribution.productId, attribution.gmvCents, attribution.commissionCents],
      );
    }
    const salesCents = attributions.reduce((sum, attribution) => sum + attribution.gmvCents, 0);
    if (creator.ownerUserId !== null && salesCents > 0) {
      await tx.execute(
        `insert into commission_accounts (user_id, total_sales_generated_cents, created_at, updated_at)
         values (?, ?, clock_timestamp(), clock_timestamp())
         on conflict (user_id) do update
           set total_sales_generated_cents = commission_accounts.total_sales_generated_cents + excluded.total_sales_generated_cents,
               updated_at = clock_timestamp()`,
        [creator.ownerUserId, salesCents],
      );
    }
  }

  async productExists(productId: string): Promise<boolean> {
    return (await this.em.execute('select 1 from catalog_products_v where id = ?', [productId])).length > 0;
  }

  async recordClick(click: NewClick): Promise<void> {
    await this.em.execute(
      `insert into click_logs (id, creator_id, product_id, user_id, utm_params, ip_address, user_agent, created_at, updated_at)
       values (gen_random_uuid(), ?, ?, ?, ?::jsonb, ?, ?, clock_timestamp(), clock_timestamp())`,
      [click.creatorId, click.productId, click.shopperId, JSON.stringify(click.utmParams), click.ipAddress, click.userAgent],
    );
  }
}
