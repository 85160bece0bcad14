export { AuditLogEntity, SignupEntity } from './adapters/persistence/audit-log.entity';
export { AdminModule } from './admin.module';
