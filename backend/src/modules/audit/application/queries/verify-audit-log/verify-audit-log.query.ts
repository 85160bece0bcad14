import { Query } from '@nestjs/cqrs';

export interface AuditLogVerification {
  /** True when every entry's hash matches its fields and the entry before it, with no gap in the numbering. */
  ok: boolean;
  /** How many entries were checked (all of them). */
  checked: number;
  /** The first entry, in chain order, whose hash, predecessor or number does not fit; null when ok. */
  firstBrokenId: string | null;
}

/** Walks the audit log's hash chain from the first entry to the last. */
export class VerifyAuditLogQuery extends Query<AuditLogVerification> {}
