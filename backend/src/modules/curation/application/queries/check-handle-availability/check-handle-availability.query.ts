import { Query } from '@nestjs/cqrs';

export interface HandleAvailability {
  handle: string;
  available: boolean;
  /** Why it cannot be used, when it cannot. */
  reason: string | null;
}

/** Whether a handle could be applied for now: a valid page address that no page or pending application holds. */
export class CheckHandleAvailabilityQuery extends Query<HandleAvailability> {
  constructor(readonly handle: string) {
    super();
  }
}
