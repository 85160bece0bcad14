import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import { entityManagerOf } from '../../../../shared/infrastructure/database/mikro-orm-unit-of-work';
import type { CreatorEarningsStore, OwnedCreatorPage } from '../../application/ports/creator-earnings.port';

@Injectable()
export class PostgresCreatorEarningsRepository implements CreatorEarningsStore {
  constructor(private readonly em: EntityManager) {}

  async adjust(tx: TransactionContext, creatorId: string, deltaCents: number): Promise<void> {
    await entityManagerOf(tx).execute('update creators set total_earnings_cents = total_earnings_cents + ?, updated_at = clock_timestamp() where id = ?', [deltaCents, creatorId]);
  }

  async totals(): Promise<Map<string, number>> {
    const rows = await this.em.execute<{ id: string; cents: string }[]>('select id, total_earnings_cents as cents from creators');
    return new Map(rows.map((row) => [row.id, Number(row.cents)]));
  }

  async ownedPages(userId: string): Promise<OwnedCreatorPage[]> {
    const rows = await this.em.execute<{ id: string; handle: string; name: string | null; utm_code: string }[]>(
      'select id, handle, name, utm_code from creators where user_id = ? order by created_at, id',
      [userId],
    );
    return rows.map((row) => ({ id: row.id, handle: row.handle, name: row.name, utmCode: row.utm_code }));
  }
}
