import { Inject, Injectable } from '@nestjs/common';
import { AUDIT_TRAIL, AuditEntry, AuditTrail } from './audit-trail.port';
import { UNIT_OF_WORK, UnitOfWork } from '../../../shared/application/unit-of-work';

/**
 * For admin changes that live outside PostgreSQL (a job queued in or cancelled from Redis): there is no
 * database transaction to join, so the audit row gets its own, written right after the queue accepted the
 * change. A change the queue refused records nothing.
 */
@Injectable()
export class AuditRecorder {
  constructor(
    @Inject(AUDIT_TRAIL) private readonly auditTrail: AuditTrail,
    @Inject(UNIT_OF_WORK) private readonly unitOfWork: UnitOfWork,
  ) {}

  record(entry: AuditEntry): Promise<void> {
    return this.unitOfWork.run((tx) => this.auditTrail.record(tx, entry));
  }
}
