import { Query } from '@nestjs/cqrs';
import type { AuditLogRow, Page } from '../../ports/back-office-store.port';

/** The Activity view: audit rows newest first, optionally of one entity type. */
export class ListAuditLogQuery extends Query<Page<AuditLogRow>> {
  constructor(readonly filter: { entityType?: string; limit: number; offset: number }) {
    super();
  }
}
