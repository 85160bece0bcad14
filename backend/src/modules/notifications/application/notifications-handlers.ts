import { GetMailboxMessageHandler } from './queries/get-mailbox-message/get-mailbox-message.handler';
import { ListMailboxMessagesHandler } from './queries/list-mailbox-messages/list-mailbox-messages.handler';

/** Every command and query handler of the module, registered by NotificationsModule. */
export const NOTIFICATIONS_HANDLERS = [ListMailboxMessagesHandler, GetMailboxMessageHandler];
