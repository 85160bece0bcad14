import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import { entityManagerOf } from '../../../../shared/infrastructure/database/mikro-orm-unit-of-work';
import type { CreatorForAttribution, OrderAttributionAmounts } from '../../domain/attribution';
import { isCuratorTier } from '../../domain/curator-tier';
import type { AttributionStore, NewClick } from '../../application/ports/attribution-store.port';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class SqlAttributionStore implements AttributionStore {
  constructor(private readonly em: EntityManager) {}

  async findCreator(transaction: TransactionContext, creatorId: string): Promise<CreatorForAttribution | null> {
    const tx = entityManagerOf(transaction);
    const [row] = await tx.execute<{ id: string; user_id: string | null; curator_status: string | null }[]>(
      'select c.id, c.user_id, u.curator_status from creators c left join users u on u.id = c.user_id where c.id = ?',
      [creatorId],
    );
    if (!row) return null;
    return { id: row.id, ownerUserId: row.user_id, ownerTier: isCuratorTier(row.curator_status) ? row.curator_status : 'user' };
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
      await tx.execute('update users set total_sales_generated_cents = total_sales_generated_cents + ?, updated_at = clock_timestamp() where id = ?', [
        salesCents,
        creator.ownerUserId,
      ]);
    }
  }

  async findCreatorIdByUtmSource(utmSource: string): Promise<string | null> {
    const [row] = await this.em.execute<{ id: string }[]>(
      `select c.id from creators c left join users u on u.id = c.user_id
        where ${UUID.test(utmSource) ? 'c.id = ? or ' : ''}c.utm_code = ? or lower(c.handle) = lower(?) or u.username = ?
        order by (c.utm_code = ?) desc, (lower(c.handle) = lower(?)) desc
        limit 1`,
      [...(UUID.test(utmSource) ? [utmSource] : []), utmSource, utmSource, utmSource, utmSource, utmSource],
    );
    return row?.id ?? null;
  }

  async productExists(productId: string): Promise<boolean> {
    return (await this.em.execute('select 1 from products where id = ?', [productId])).length > 0;
  }

  async recordClick(click: NewClick): Promise<void> {
    await this.em.execute(
      `insert into click_logs (id, creator_id, product_id, user_id, utm_params, ip_address, user_agent, created_at, updated_at)
       values (gen_random_uuid(), ?, ?, ?, ?::jsonb, ?, ?, clock_timestamp(), clock_timestamp())`,
      [click.creatorId, click.productId, click.shopperId, JSON.stringify(click.utmParams), click.ipAddress, click.userAgent],
    );
  }
}
