import { Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import { entityManagerOf } from '../../../../shared/infrastructure/database/mikro-orm-unit-of-work';
import type { FeaturedFlags, FeaturedTarget } from '../../application/ports/featured-flags.port';

@Injectable()
export class PostgresFeaturedFlagsRepository implements FeaturedFlags {
  async set(transaction: TransactionContext, target: FeaturedTarget, id: string, featured: boolean): Promise<{ before: boolean; label: string } | null> {
    const tx = entityManagerOf(transaction);
    // The old value comes from the same statement: the row is locked by the update, read before it in the subquery.
    const sql =
      target === 'creator'
        ? `update creators c set featured = ?, updated_at = now() from (select id, featured, handle as label from creators where id = ? for update) old where c.id = old.id returning old.featured as before, old.label`
        : `update cohorts c set featured = ?, updated_at = now() from (select id, featured, name as label from cohorts where id = ? for update) old where c.id = old.id returning old.featured as before, old.label`;
    const [row] = await tx.execute<{ before: boolean; label: string }[]>(sql, [featured, id]);
    return row ? { before: row.before, label: row.label } : null;
  }
}
