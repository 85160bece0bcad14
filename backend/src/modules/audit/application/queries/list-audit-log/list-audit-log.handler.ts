import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import type { AuditLogPage, AuditLogRow } from '../../audit-trail.port';
import { ListAuditLogQuery } from './list-audit-log.query';

/** `$1` the entity type, or null for every row; newest first. */
const AUDIT_LOG_PAGE = sqlStatement(
  'audit.log-page',
  `select id, action, entity_type, entity_id, user_id, details, created_at from audit_log
    where ($1::text is null or entity_type = $1) order by created_at desc, id desc limit $2 offset $3`,
  z
    .object({
      id: z.string(),
      action: z.string(),
      entity_type: z.string(),
      entity_id: z.string().nullable(),
      user_id: z.string().nullable(),
      details: z.record(z.string(), z.unknown()).nullable(),
      created_at: z.date(),
    })
    .transform(
      (row): AuditLogRow => ({
        id: row.id,
        action: row.action,
        entityType: row.entity_type,
        entityId: row.entity_id,
        userId: row.user_id,
        details: row.details,
        createdAt: row.created_at,
      }),
    ),
);

const AUDIT_LOG_COUNT = sqlStatement('audit.log-count', 'select count(*) as total from audit_log where ($1::text is null or entity_type = $1)', z.object({ total: z.coerce.number() }));

@QueryHandler(ListAuditLogQuery)
export class ListAuditLogHandler implements IQueryHandler<ListAuditLogQuery, AuditLogPage> {
  constructor(private readonly sql: Sql) {}

  async execute({ filter: { entityType, limit, offset } }: ListAuditLogQuery): Promise<AuditLogPage> {
    const type = entityType || null;
    const [{ total }, items] = await Promise.all([this.sql.one(AUDIT_LOG_COUNT, [type]), this.sql.rows(AUDIT_LOG_PAGE, [type, limit, offset])]);
    return { total, items };
  }
}
