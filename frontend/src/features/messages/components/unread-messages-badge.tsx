import { useCurrentUser } from '@/features/auth';
import { useUnreadMessages } from '../api/conversations';
import { pluralize } from '@/lib/text';

/** The unread count on the Dashboard button; nothing when there is none. */
export function UnreadMessagesBadge() {
  const { user } = useCurrentUser();
  const unread = useUnreadMessages(Boolean(user));
  const count = unread.data?.unread ?? 0;
  if (count === 0) return null;
  return (
    <span className="ml-1 rounded-full bg-accent px-1.5 text-xs leading-5 font-semibold text-on-accent" aria-label={pluralize(count, 'unread message')} data-testid="unread-messages">
      {count > 99 ? '99+' : count}
    </span>
  );
}
