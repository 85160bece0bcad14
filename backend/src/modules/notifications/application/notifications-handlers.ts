import { SetNotificationPreferencesHandler } from './commands/set-notification-preferences/set-notification-preferences.handler';
import { UnsubscribeHandler } from './commands/unsubscribe/unsubscribe.handler';
import { GetNotificationPreferencesHandler } from './queries/get-notification-preferences/get-notification-preferences.handler';
import { DeleteWebhookEndpointHandler } from './commands/delete-webhook-endpoint/delete-webhook-endpoint.handler';
import { RegisterWebhookEndpointHandler } from './commands/register-webhook-endpoint/register-webhook-endpoint.handler';
import { RotateWebhookSecretHandler } from './commands/rotate-webhook-secret/rotate-webhook-secret.handler';
import { RetryWebhookDeliveryHandler } from './commands/retry-webhook-delivery/retry-webhook-delivery.handler';
import { UpdateWebhookEndpointHandler } from './commands/update-webhook-endpoint/update-webhook-endpoint.handler';
import { GetMailboxMessageHandler } from './queries/get-mailbox-message/get-mailbox-message.handler';
import { ListMailboxMessagesHandler } from './queries/list-mailbox-messages/list-mailbox-messages.handler';
import { ListWebhookDeliveriesHandler } from './queries/list-webhook-deliveries/list-webhook-deliveries.handler';
import { ListWebhookEndpointsHandler } from './queries/list-webhook-endpoints/list-webhook-endpoints.handler';

/** Every command and query handler of the module, registered by NotificationsModule. */
export const NOTIFICATIONS_HANDLERS = [
  ListMailboxMessagesHandler,
  GetMailboxMessageHandler,
  RegisterWebhookEndpointHandler,
  UpdateWebhookEndpointHandler,
  DeleteWebhookEndpointHandler,
  RetryWebhookDeliveryHandler,
  RotateWebhookSecretHandler,
  ListWebhookEndpointsHandler,
  ListWebhookDeliveriesHandler,
  SetNotificationPreferencesHandler,
  UnsubscribeHandler,
  GetNotificationPreferencesHandler,
];
