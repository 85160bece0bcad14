import { Injectable } from '@nestjs/common';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import { entityManagerOf } from '../../../../shared/infrastructure/database/mikro-orm-unit-of-work';
import type { CreatorEarningsStore } from '../../application/ports/creator-earnings.port';

@Injectable()
export class PostgresCreatorEarningsRepository implements CreatorEarningsStore {
  async adjust(tx: TransactionContext, creatorId: string, deltaCents: number): Promise<void> {
    await entityManagerOf(tx).execute('update creators set total_earnings_cents = total_earnings_cents + ?, updated_at = clock_timestamp() where id = ?', [deltaCents, creatorId]);
  }
}
