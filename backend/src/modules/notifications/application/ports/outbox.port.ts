import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { NotificationEvent, NotificationEventType } from '../../domain/notification-events';

export const OUTBOX = Symbol('OUTBOX');

/**
 * Where a change tells the world about itself: one call inside the change's own transaction. The row commits
 * or rolls back with the change; the dispatcher delivers it afterwards (mail, webhooks), at least once, under
 * the stable id returned here.
 */
export interface Outbox {
  /**
   * `key`: for a change that may be reported twice (a job attempt that finished, crashed before its own end and
   * runs again): the event's id is derived from the key, and a second record of the same key adds nothing.
   */
  record<Type extends NotificationEventType>(tx: TransactionContext, event: NotificationEvent<Type>, options?: { key?: string }): Promise<{ eventId: string }>;
}
