/** The table audit maps, for the composition root's ORM set-up only (src/persistence-entities.ts). */
import { AuditLogEntity } from './adapters/persistence/audit-log.entity';

export const AUDIT_ENTITIES = [AuditLogEntity];
