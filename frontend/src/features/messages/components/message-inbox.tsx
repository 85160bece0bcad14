import { useState } from 'react';
import { Inbox } from 'lucide-react';
import { errorMessage } from '@/api/fetcher';
import { EmptyState } from '@/components/ui/empty-state';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/features/auth';
import { formatShortDate } from '@/lib/date-format';
import { cn } from '@/lib/utils';
import { useConversations } from '../api/conversations';
import { ConversationThread } from './conversation-thread';

/** The dashboard's inbox: conversations newest first with their unread counts; one opens beside the list (below it on a phone). */
export function MessageInbox() {
  const { user } = useCurrentUser();
  const conversations = useConversations(Boolean(user));
  const [openId, setOpenId] = useState<string | null>(null);
  if (!user || conversations.isPending) return <Spinner className="py-8" />;
  if (conversations.isError) return <p className="text-danger-bright">Your messages could not be loaded. {errorMessage(conversations.error)}</p>;
  const open = conversations.data.find((conversation) => conversation.id === openId) ?? null;
  return (
    <section aria-labelledby="inbox-title" className="grid gap-4">
      <h2 id="inbox-title" className="font-display text-2xl font-semibold">
        Messages
      </h2>
      {conversations.data.length === 0 ? (
        <EmptyState icon={<Inbox className="size-6" />} title="No messages yet" description="Questions shoppers send from your page appear here." />
      ) : (
        <div className="grid gap-4 lg:grid-cols-[minmax(0,20rem)_minmax(0,1fr)]">
          <ul className="grid content-start gap-2" aria-label="Conversations">
            {conversations.data.map((conversation) => {
              const other = conversation.role === 'curator' ? conversation.shopperUsername : `@${conversation.creatorHandle}`;
              return (
                <li key={conversation.id}>
                  <button
                    type="button"
                    aria-current={conversation.id === openId}
                    onClick={() => setOpenId(conversation.id)}
                    className={cn(
                      'grid w-full gap-1 rounded-lg border px-3 py-2 text-left',
                      conversation.id === openId ? 'border-accent bg-surface-raised' : 'border-border bg-surface hover:border-border-hover',
                    )}
                  >
                    <span className="flex items-center justify-between gap-2">
                      <span className="min-w-0 truncate font-medium text-ink">{other}</span>
                      {conversation.unreadCount > 0 && (
                        <span className="rounded-full bg-accent px-2 text-xs font-semibold text-on-accent" aria-label={`${conversation.unreadCount} unread`}>
                          {conversation.unreadCount}
                        </span>
                      )}
                    </span>
                    <span className="truncate text-sm text-ink-muted">{conversation.lastMessage?.body}</span>
                    <span className="text-xs text-ink-faint">{formatShortDate(conversation.lastMessageAt)}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <div className="min-w-0 rounded-lg border border-border bg-surface p-4">
            {open ? <ConversationThread key={open.id} conversation={open} myUserId={user.id} /> : <p className="text-sm text-ink-muted">Choose a conversation to read and answer it.</p>}
          </div>
        </div>
      )}
    </section>
  );
}
