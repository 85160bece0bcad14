export { AuditModule } from './audit.module';

// Writing: inject AUDIT_TRAIL and record inside the change's transaction; AuditRecorder for a change outside PostgreSQL.
export { AUDIT_TRAIL } from './application/audit-trail.port';
export type { AuditEntry, AuditTrail, AuditLogRow, AuditLogPage } from './application/audit-trail.port';
export { AuditRecorder } from './application/audit-recorder';
// Reading: the admin Activity view.
export { ListAuditLogQuery } from './application/queries/list-audit-log/list-audit-log.query';
export { VerifyAuditLogQuery } from './application/queries/verify-audit-log/verify-audit-log.query';
export type { AuditLogVerification } from './application/queries/verify-audit-log/verify-audit-log.query';
