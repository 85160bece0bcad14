import type { TransactionContext } from '../../../../shared/application/unit-of-work';
import type { WebhookEventType } from '../../domain/notification-events';

export const WEBHOOK_ENDPOINTS = Symbol('WEBHOOK_ENDPOINTS');

export interface WebhookEndpointView {
  id: string;
  url: string;
  events: WebhookEventType[];
  active: boolean;
  /** Since when every delivery has failed for three days; null while it works. */
  failingSince: Date | null;
  createdAt: Date;
}

export interface WebhookDeliveryView {
  id: string;
  eventId: string;
  eventType: WebhookEventType;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
  lastResponseCode: number | null;
  lastError: string | null;
  /** When the next attempt is due; null once delivered or given up. */
  nextRetryAt: Date | null;
  createdAt: Date;
  deliveredAt: Date | null;
}

/** Integrators' endpoints and their deliveries (webhook_endpoints, outbox_deliveries). Changes run in `tx`, beside their audit entry. */
export interface WebhookEndpoints {
  create(tx: TransactionContext, endpoint: { url: string; events: readonly WebhookEventType[]; secret: string }): Promise<WebhookEndpointView>;
  list(): Promise<WebhookEndpointView[]>;
  find(id: string): Promise<WebhookEndpointView | null>;
  /** Reactivating an endpoint clears its failing mark. Null when there is no such endpoint. */
  update(tx: TransactionContext, id: string, changes: { url?: string; events?: readonly WebhookEventType[]; active?: boolean }): Promise<WebhookEndpointView | null>;
  delete(tx: TransactionContext, id: string): Promise<boolean>;
  /** Replaces the signing secret; the next delivery is signed with the new one. Null when there is no such endpoint. */
  rotateSecret(tx: TransactionContext, id: string, secret: string): Promise<WebhookEndpointView | null>;
  deliveries(endpointId: string, limit: number): Promise<WebhookDeliveryView[]>;
  /** Makes the delivery due now (again, for one delivered or given up). Null when it is not this endpoint's. */
  retry(endpointId: string, deliveryId: string, now: Date): Promise<WebhookDeliveryView | null>;
}
