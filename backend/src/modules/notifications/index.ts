export { NotificationsModule } from './notifications.module';

// Recording an event: inject OUTBOX and call record(tx, event) inside the change's own transaction.
export { OUTBOX } from './application/ports/outbox.port';
export type { Outbox } from './application/ports/outbox.port';
export * from './domain/notification-events';
export { OPTIONAL_MAIL_KINDS } from './domain/mail-kinds';
export type { OptionalMailKind } from './domain/mail-kinds';
export { NotificationsJob } from './application/notifications-jobs';
export type { DispatchOutboxResult } from './application/outbox-dispatcher';
// Operators: the outbox's depth for /metrics.
export { OUTBOX_STORE } from './application/ports/outbox-store.port';
export type { OutboxDepth, OutboxStore } from './application/ports/outbox-store.port';

// The development mailbox (admin area).
export { ListMailboxMessagesQuery } from './application/queries/list-mailbox-messages/list-mailbox-messages.query';
export type { MailboxMessageSummary } from './application/queries/list-mailbox-messages/list-mailbox-messages.query';
export { GetMailboxMessageQuery } from './application/queries/get-mailbox-message/get-mailbox-message.query';
export type { MailboxMessage } from './application/queries/get-mailbox-message/get-mailbox-message.query';

// Webhook endpoints (admin area).
export { RegisterWebhookEndpointCommand } from './application/commands/register-webhook-endpoint/register-webhook-endpoint.command';
export { UpdateWebhookEndpointCommand } from './application/commands/update-webhook-endpoint/update-webhook-endpoint.command';
export { DeleteWebhookEndpointCommand } from './application/commands/delete-webhook-endpoint/delete-webhook-endpoint.command';
export { RotateWebhookSecretCommand } from './application/commands/rotate-webhook-secret/rotate-webhook-secret.command';
export { RetryWebhookDeliveryCommand } from './application/commands/retry-webhook-delivery/retry-webhook-delivery.command';
export { ListWebhookEndpointsQuery } from './application/queries/list-webhook-endpoints/list-webhook-endpoints.query';
export { ListWebhookDeliveriesQuery } from './application/queries/list-webhook-deliveries/list-webhook-deliveries.query';
export type { WebhookEndpointView, WebhookDeliveryView } from './application/ports/webhook-endpoints.port';
export * from './domain/notifications.errors';
export { webhookSignature, verifyWebhookSignature } from './domain/webhook-signature';

// Optional mail: preferences in Settings and one-click unsubscribe.
export { SetNotificationPreferencesCommand } from './application/commands/set-notification-preferences/set-notification-preferences.command';
export { UnsubscribeCommand } from './application/commands/unsubscribe/unsubscribe.command';
export { GetNotificationPreferencesQuery } from './application/queries/get-notification-preferences/get-notification-preferences.query';
