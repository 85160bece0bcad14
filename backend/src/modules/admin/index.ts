export { AuditLogEntity, SignupEntity } from './adapters/persistence/audit-log.entity';
