import { Inject } from '@nestjs/common';
import { IQueryHandler, QueryHandler } from '@nestjs/cqrs';
import { AUDIT_TRAIL, AuditLogPage, AuditTrail } from '../../audit-trail.port';
import { ListAuditLogQuery } from './list-audit-log.query';

@QueryHandler(ListAuditLogQuery)
export class ListAuditLogHandler implements IQueryHandler<ListAuditLogQuery, AuditLogPage> {
  constructor(@Inject(AUDIT_TRAIL) private readonly auditTrail: AuditTrail) {}

  execute({ filter }: ListAuditLogQuery): Promise<AuditLogPage> {
    return this.auditTrail.list(filter);
  }
}
