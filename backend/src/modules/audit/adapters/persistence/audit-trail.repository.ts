import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { AuditEntry, AuditLogPage, AuditTrail } from '../../application/audit-trail.port';
import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import { entityManagerOf } from '../../../../shared/infrastructure/database/mikro-orm-unit-of-work';

/** Writes audit rows with the transaction's EntityManager: one INSERT inside the caller's transaction. */
@Injectable()
export class PostgresAuditTrailRepository implements AuditTrail {
  constructor(private readonly em: EntityManager) {}

  async record(transaction: TransactionContext, entry: AuditEntry): Promise<void> {
    const tx = entityManagerOf(transaction);
    await tx.execute(
      `insert into audit_log (id, action, entity_type, entity_id, user_id, details, created_at, updated_at)
       values (gen_random_uuid(), ?, ?, ?, ?, ?::jsonb, clock_timestamp(), clock_timestamp())`,
      [entry.action, entry.entityType, entry.entityId ?? null, entry.actorUserId ?? null, entry.details == null ? null : JSON.stringify(entry.details)],
    );
  }

  async list({ entityType, limit, offset }: { entityType?: string; limit: number; offset: number }): Promise<AuditLogPage> {
    const em = this.em.fork();
    const where = entityType ? 'where entity_type = ?' : '';
    const values = entityType ? [entityType] : [];
    const [{ total }] = await em.execute<{ total: string }[]>(`select count(*) as total from audit_log ${where}`, values);
    const rows = await em.execute<{ id: string; action: string; entity_type: string; entity_id: string | null; user_id: string | null; details: Record<string, unknown> | null; created_at: Date }[]>(
      `select id, action, entity_type, entity_id, user_id, details, created_at from audit_log ${where} order by created_at desc, id desc limit ? offset ?`,
      [...values, limit, offset],
    );
    return {
      total: Number(total),
      items: rows.map((row) => ({
        id: row.id,
        action: row.action,
        entityType: row.entity_type,
        entityId: row.entity_id,
        userId: row.user_id,
        details: row.details,
        createdAt: row.created_at,
      })),
    };
  }
}
