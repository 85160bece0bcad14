/** The tables admin maps, for the composition root's ORM set-up only (src/persistence-entities.ts). */
import { AdminSettingEntity } from './adapters/persistence/admin-setting.entity';
import { AuditLogEntity, SignupEntity } from './adapters/persistence/audit-log.entity';

export const ADMIN_ENTITIES = [AuditLogEntity, SignupEntity, AdminSettingEntity];
