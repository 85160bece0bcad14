import type { TransactionContext } from '../../../shared/application/unit-of-work';

/**
 * The audit log of admin changes, for every module: a handler that changes something on an admin's
 * behalf records one entry in the SAME transaction as the change (the unit of work's context), so a
 * failed change leaves no entry and a failed entry leaves no change. The audit module owns the table
 * (audit_log); a module that writes audit rows imports AuditModule and injects AUDIT_TRAIL.
 *
 * Conventions: `action` is `<entity>.<verb>` in lower case ('user.tier_changed', 'creator.featured',
 * 'order.status_changed'); `entityType` the thing changed ('user', 'creator', 'cohort', 'order',
 * 'setting', 'product_import'); `details` holds `before` and `after` (the changed fields only) and
 * anything else worth keeping (a reason, a file name).
 */
export const AUDIT_TRAIL = Symbol('AUDIT_TRAIL');

export interface AuditEntry {
  action: string;
  entityType: string;
  entityId?: string | null;
  /** The acting user's id (the admin); null for the system. */
  actorUserId: string | null;
  details?: { before?: unknown; after?: unknown; [key: string]: unknown } | null;
}

export interface AuditLogRow {
  id: string;
  action: string;
  entityType: string;
  entityId: string | null;
  userId: string | null;
  details: Record<string, unknown> | null;
  createdAt: Date;
}

export interface AuditLogPage {
  items: AuditLogRow[];
  total: number;
}

export interface AuditTrail {
  /** Writes one audit row inside `tx`: it commits or rolls back with the change it describes. */
  record(tx: TransactionContext, entry: AuditEntry): Promise<void>;
}
