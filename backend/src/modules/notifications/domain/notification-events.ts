/**
 * Every event worth telling someone about. Each is one outbox row, written in the transaction of the change;
 * the webhook ones are also what integrators subscribe to (POST /api/admin/webhooks).
 */
export const WEBHOOK_EVENT_TYPES = [
  'order.paid',
  'order.cancelled',
  'order.refunded',
  'shipment.shipped',
  'shipment.out_for_delivery',
  'shipment.delivered',
  'shipment.refused',
  'commission.payable',
  'payout.paid',
  'payout.failed',
  'import.completed',
  'import.failed',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** Events only people are told about (by mail): never sent to webhook endpoints. */
export const PERSONAL_EVENT_TYPES = [
  'gift_offer.received',
  'gift_offer.accepted',
  'gift_offer.declined',
  'account.password_reset_requested',
  'account.email_verification_requested',
  'account.sign_in_locked',
  'account.banking_details_changed',
  'webhook.endpoint_failing',
] as const;
export type PersonalEventType = (typeof PERSONAL_EVENT_TYPES)[number];

export type NotificationEventType = WebhookEventType | PersonalEventType;
export const NOTIFICATION_EVENT_TYPES: readonly NotificationEventType[] = [...WEBHOOK_EVENT_TYPES, ...PERSONAL_EVENT_TYPES];

export function isWebhookEventType(type: string): type is WebhookEventType {
  return (WEBHOOK_EVENT_TYPES as readonly string[]).includes(type);
}

/** An amount in integer cents with its line's description, as the order confirmation lists it. */
export interface OrderMailLine {
  name: string;
  quantity: number;
  unitPriceCents: number;
  lineTotalCents: number;
}

/** What each event carries: figures from the server, ids, never a secret except the one-time link a mail must hold. */
export interface NotificationEventData {
  'order.paid': { orderId: string; orderNumber: string; lines: OrderMailLine[]; subtotalCents: number; feesCents: number; taxCents: number; totalCents: number };
  'order.cancelled': { orderId: string; orderNumber: string; totalCents: number };
  'order.refunded': { orderId: string; orderNumber: string; totalCents: number };
  'shipment.shipped': { shipmentId: string; orderId: string; orderNumber: string; carrier: string; trackingNumber: string; trackingUrl: string };
  'shipment.out_for_delivery': { shipmentId: string; orderId: string; orderNumber: string; carrier: string; trackingNumber: string; trackingUrl: string };
  'shipment.delivered': { shipmentId: string; orderId: string; orderNumber: string; carrier: string; trackingNumber: string; trackingUrl: string };
  'shipment.refused': { shipmentId: string; orderId: string; orderNumber: string; carrier: string; trackingNumber: string; trackingUrl: string; reason?: string };
  'commission.payable': { entryIds: string[]; amountCents: number };
  'payout.paid': { payoutId: string; amountCents: number; period: string };
  'payout.failed': { payoutId: string; amountCents: number; period: string; reason: string };
  'import.completed': { jobId: string; kind: string; imported: number; failed: number };
  'import.failed': { jobId: string; kind: string; reason: string };
  'gift_offer.received': { offerId: string; brandName: string; productName: string };
  'gift_offer.accepted': { offerId: string; creatorName: string; productName: string };
  'gift_offer.declined': { offerId: string; creatorName: string; productName: string };
  /** `link` holds the one-time token: it goes into the mail and nowhere else (never a log line, never a webhook). */
  'account.password_reset_requested': { username: string; link: string; expiresInMinutes: number };
  'account.email_verification_requested': { username: string; link: string };
  /** Once per lock: `lockedAt` is when the failure that locked the account came in (ISO 8601). */
  'account.sign_in_locked': { username: string; failures: number; minutes: number; lockedAt: string };
  /** `changedAt` ISO 8601; `heldUntil` is when the next payout may go out again. */
  'account.banking_details_changed': { changedAt: string; heldUntil: string; holdHours: number };
  'webhook.endpoint_failing': { endpointId: string; url: string; since: string };
}

/**
 * Who an event is for: an account, whose address is looked up when the event is fanned out, and/or an address,
 * used when there is no account or it has none (an order's checkout address). A mail that must reach one
 * particular address (a new one being confirmed) names only the address.
 */
export interface NotificationRecipient {
  userId?: string | null;
  email?: string | null;
}

export interface NotificationEvent<Type extends NotificationEventType = NotificationEventType> {
  type: Type;
  recipient: NotificationRecipient;
  data: NotificationEventData[Type];
}
