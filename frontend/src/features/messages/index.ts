export { MessageCuratorButton } from './components/message-curator-button';
export { MessageInbox } from './components/message-inbox';
export { UnreadMessagesBadge } from './components/unread-messages-badge';
