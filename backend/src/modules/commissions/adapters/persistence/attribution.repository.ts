import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import { entityManagerOf } from '../../../../shared/infrastructure/database/mikro-orm-unit-of-work';
import type { CreatorForAttribution } from '../../domain/attribution';
import { isCuratorTier } from '../../domain/curator-tier';
import type { AttributingClick, AttributionStore, NewClick, ProfileView } from '../../application/ports/attribution-store.port';
import { PROFILE_VIEW_MEDIUM } from '../../domain/attribution';

/**
 * Attribution in plain SQL over commissions' own tables, plus the views other modules publish for
 * it: curation_creators_v (a page's owning account) and catalog_products_v (is it a product).
 */
@Injectable()
export class PostgresAttributionRepository implements AttributionStore {
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

  async latestClick(transaction: TransactionContext, shopperId: string, since: Date): Promise<AttributingClick | null> {
    const tx = entityManagerOf(transaction);
    const [row] = await tx.execute<{ id: string; creator_id: string | null; referrer_user_id: string | null }[]>(
      'select id, creator_id, referrer_user_id from click_logs where user_id = ? and created_at >= ?::timestamptz order by created_at desc, id desc limit 1',
      [shopperId, since.toISOString()],
    );
    return row ? { clickId: row.id, creatorId: row.creator_id, referrerUserId: row.referrer_user_id } : null;
  }

  async creatorOwner(creatorId: string): Promise<string | null> {
    const [row] = await this.em.execute<{ user_id: string | null }[]>('select user_id from curation_creators_v where id = ?', [creatorId]);
    return row?.user_id ?? null;
  }

  async productExists(productId: string): Promise<boolean> {
    return (await this.em.execute('select 1 from catalog_products_v where id = ?', [productId])).length > 0;
  }

  async recordClick(click: NewClick, windowSeconds: number): Promise<boolean> {
    // A signed-in visitor is the shopper; an anonymous one is the address and browser. The earlier click is
    // looked up through click_logs_user_created_at_index or click_logs_referrer_created_at_index.
    const visitor = click.shopperId ? `shopper:${click.shopperId}` : `anonymous:${click.ipAddress ?? ''}|${click.userAgent ?? ''}`;
    const lockKey = `click_logs.click:${visitor}|${click.creatorId ?? ''}|${click.referrerUserId ?? ''}|${click.productId ?? ''}`;
    return this.insertOnce(
      lockKey,
      `insert into click_logs (id, creator_id, referrer_user_id, product_id, user_id, utm_params, ip_address, user_agent, created_at, updated_at)
       select gen_random_uuid(), v.creator, v.referrer, v.product, v.shopper, v.utm, v.ip, v.agent, clock_timestamp(), clock_timestamp()
         from (select ?::uuid as creator, ?::uuid as referrer, ?::uuid as product, ?::uuid as shopper, ?::jsonb as utm, ?::varchar as ip, ?::text as agent) v
        where not exists (
          select 1 from click_logs c
           where c.created_at > clock_timestamp() - make_interval(secs => ?)
             and c.creator_id is not distinct from v.creator and c.referrer_user_id is not distinct from v.referrer
             and c.product_id is not distinct from v.product
             and c.utm_params->>'utm_medium' is distinct from '${PROFILE_VIEW_MEDIUM}'
             and (case when v.shopper is not null then c.user_id = v.shopper
                       else c.user_id is null and c.ip_address is not distinct from v.ip and c.user_agent is not distinct from v.agent end))
       returning id`,
      [click.creatorId, click.referrerUserId, click.productId, click.shopperId, JSON.stringify(click.utmParams), click.ipAddress, click.userAgent, windowSeconds],
    );
  }

  async recordProfileView(view: ProfileView, windowSeconds: number): Promise<boolean> {
    // The earlier view is looked up through click_logs_referrer_created_at_index (the owner's last minutes only).
    return this.insertOnce(
      `click_logs.view:${view.ownerUserId}|${view.ipAddress ?? ''}|${view.userAgent ?? ''}`,
      `with visit as (select ?::uuid as owner, jsonb_build_object('utm_medium', ?::text) as utm, ?::varchar as ip, ?::text as agent)
       insert into click_logs (id, creator_id, referrer_user_id, product_id, user_id, utm_params, ip_address, user_agent, created_at, updated_at)
       select gen_random_uuid(), null, v.owner, null, null, v.utm, v.ip, v.agent, clock_timestamp(), clock_timestamp()
         from visit v
        where not exists (
          select 1 from click_logs c
           where c.referrer_user_id = v.owner and c.created_at > clock_timestamp() - make_interval(secs => ?)
             and c.utm_params->>'utm_medium' = v.utm->>'utm_medium' and c.ip_address is not distinct from v.ip and c.user_agent is not distinct from v.agent)
       returning id`,
      [view.ownerUserId, PROFILE_VIEW_MEDIUM, view.ipAddress, view.userAgent, windowSeconds],
    );
  }

  /**
   * Runs an `insert … where not exists … returning id` holding a transaction-scoped advisory lock on `lockKey`,
   * so two identical requests at the same instant (a prefetch and the page, two API processes) record one row:
   * the second one's statement starts after the first committed and sees its row.
   */
  private async insertOnce(lockKey: string, insertSql: string, params: unknown[]): Promise<boolean> {
    return this.em.fork().transactional(async (tx) => {
      await tx.execute('select pg_advisory_xact_lock(hashtextextended(?, 0))', [lockKey]);
      return (await tx.execute<{ id: string }[]>(insertSql, params)).length === 1;
    });
  }
}
