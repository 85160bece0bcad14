import { Query } from '@nestjs/cqrs';
import type { AuditLogPage } from '../../audit-trail.port';

/** The Activity view: audit rows newest first, optionally of one entity type. */
export class ListAuditLogQuery extends Query<AuditLogPage> {
  constructor(readonly filter: { entityType?: string; limit: number; offset: number }) {
    super();
  }
}
