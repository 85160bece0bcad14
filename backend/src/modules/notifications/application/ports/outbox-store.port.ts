import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { NotificationEventData, NotificationEventType } from '../../domain/notification-events';
import type { OptionalMailKind } from '../../domain/mail-kinds';

export const OUTBOX_STORE = Symbol('OUTBOX_STORE');

/** One delivery of one event to one recipient, locked for its attempt. */
export interface ClaimedDelivery {
  id: string;
  eventId: string;
  channel: 'mail' | 'webhook';
  /** The mail address, or the webhook endpoint's id. */
  recipient: string;
  attempts: number;
  createdAt: Date;
  event: { type: NotificationEventType; data: NotificationEventData[NotificationEventType]; createdAt: Date; recipientUserId: string | null };
  /** Set for webhook deliveries. */
  endpoint: { id: string; url: string; secret: string } | null;
  /** Set for optional mail sent to an account: the preference its unsubscribe link turns off. */
  optionalKind: OptionalMailKind | null;
}

export interface AttemptFailure {
  responseCode: number | null;
  /** What went wrong, without secrets (no URL credentials, no tokens). */
  error: string;
}

/** Counts for /metrics. */
export interface OutboxDepth {
  /** Events not yet fanned out to their channels. */
  waitingEvents: number;
  pending: { mail: number; webhook: number };
  failed: { mail: number; webhook: number };
}

/** The dispatcher's side of the outbox: fan events out to deliveries, claim due deliveries, record each attempt. */
export interface OutboxStore {
  /** Turns up to `limit` waiting events into deliveries (mail unless opted out, one per subscribed endpoint); answers how many events. */
  fanOut(limit: number): Promise<number>;
  /** Ids of pending deliveries due by `now` that are first in line for their recipient, oldest first. */
  dueDeliveries(now: Date, limit: number): Promise<string[]>;
  /** Locks the delivery for this attempt; null when another dispatcher holds it or it is no longer due. */
  claim(tx: TransactionContext, deliveryId: string, now: Date): Promise<ClaimedDelivery | null>;
  markDelivered(tx: TransactionContext, deliveryId: string, now: Date, responseCode: number | null): Promise<void>;
  markRetry(tx: TransactionContext, deliveryId: string, retryAt: Date, failure: AttemptFailure): Promise<void>;
  /** The delivery failed for good; for a webhook, its endpoint is marked failing (answers true when it just became so). */
  markFailed(tx: TransactionContext, deliveryId: string, now: Date, failure: AttemptFailure): Promise<{ endpointNowFailing: { id: string; url: string } | null }>;
  /** Ids of the active admins, to tell them about a failing endpoint. */
  adminIds(tx: TransactionContext): Promise<string[]>;
  depth(): Promise<OutboxDepth>;
}
