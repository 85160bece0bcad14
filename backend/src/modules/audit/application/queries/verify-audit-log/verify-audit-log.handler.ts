import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { z } from 'zod';
import { Sql, sqlStatement } from '../../../../../shared/application/sql';
import { AuditLogVerification, VerifyAuditLogQuery } from './verify-audit-log.query';

/**
 * Recomputes every entry's hash with the same function the insert trigger used and compares it, and each
 * entry's prev_hash and seq with the entry before it: an edited field breaks that entry's hash, a removed
 * entry breaks the next one's prev_hash and seq, a rewritten hash breaks the next one's prev_hash.
 * The first broken entry in chain order is reported.
 */
const AUDIT_LOG_VERIFICATION = sqlStatement(
  'audit.verify-chain',
  `with chain as (
     select id, seq, hash, prev_hash,
            audit_log_entry_hash(prev_hash, seq, id, action, entity_type, entity_id, user_id, details, created_at) as recomputed,
            coalesce(lag(hash) over (order by seq), repeat('0', 64)) as expected_prev_hash,
            coalesce(lag(seq) over (order by seq), 0) + 1 as expected_seq
       from audit_log
   )
   select (select count(*) from chain) as checked,
          (select id from chain where hash is distinct from recomputed or prev_hash is distinct from expected_prev_hash or seq is distinct from expected_seq
            order by seq limit 1) as first_broken_id`,
  z.object({ checked: z.coerce.number(), first_broken_id: z.string().nullable() }),
);

@QueryHandler(VerifyAuditLogQuery)
export class VerifyAuditLogHandler implements IQueryHandler<VerifyAuditLogQuery, AuditLogVerification> {
  constructor(private readonly sql: Sql) {}

  async execute(): Promise<AuditLogVerification> {
    const { checked, first_broken_id: firstBrokenId } = await this.sql.one(AUDIT_LOG_VERIFICATION, []);
    return { ok: firstBrokenId === null, checked, firstBrokenId };
  }
}
