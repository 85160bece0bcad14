export { MessageCuratorButton } from './components/message-curator-button';
export { MessageInbox } from './components/message-inbox';
export { LazyUnreadMessagesBadge as UnreadMessagesBadge } from './components/lazy-unread-messages-badge';
