import { Module } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { PostgresAuditTrailRepository } from './adapters/persistence/audit-trail.repository';
import { AuditRecorder } from './application/audit-recorder';
import { AUDIT_TRAIL } from './application/audit-trail.port';
import { ListAuditLogHandler } from './application/queries/list-audit-log/list-audit-log.handler';
import { VerifyAuditLogHandler } from './application/queries/verify-audit-log/verify-audit-log.handler';

/**
 * The audit log (audit_log), on the ground floor: it imports no module, so any module that changes
 * something on an admin's behalf imports it and writes its row in the change's own transaction.
 */
@Module({
  imports: [CqrsModule],
  providers: [{ provide: AUDIT_TRAIL, useClass: PostgresAuditTrailRepository }, AuditRecorder, ListAuditLogHandler, VerifyAuditLogHandler],
  exports: [AUDIT_TRAIL, AuditRecorder],
})
export class AuditModule {}
