import { Injectable } from '@nestjs/common';
import type { AuditEntry, AuditTrail } from '../../application/audit-trail.port';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import { entityManagerOf } from '../../../../shared/infrastructure/database/mikro-orm-unit-of-work';

/** Writes audit rows with the transaction's EntityManager: one INSERT inside the caller's transaction. */
@Injectable()
export class PostgresAuditTrailRepository implements AuditTrail {
  async record(transaction: TransactionContext, entry: AuditEntry): Promise<void> {
    const tx = entityManagerOf(transaction);
    await tx.execute(
      `insert into audit_log (id, action, entity_type, entity_id, user_id, details, created_at, updated_at)
       values (gen_random_uuid(), ?, ?, ?, ?, ?::jsonb, clock_timestamp(), clock_timestamp())`,
      [entry.action, entry.entityType, entry.entityId ?? null, entry.actorUserId ?? null, entry.details == null ? null : JSON.stringify(entry.details)],
    );
  }
}
