import { useEffect, useState, type FormEvent } from 'react';
import { errorMessage } from '@/api/fetcher';
import type { ConversationDto } from '@/api/generated/model';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { formatShortDate } from '@/lib/date-format';
import { cn } from '@/lib/utils';
import { useConversationBlock, useConversationMessages, useMarkConversationRead, useReportConversation, useSendMessage } from '../api/conversations';

export const MESSAGE_MAX_LENGTH = 2000;

/** The message box with its character count; the server refuses more than 2,000 characters and HTML tags. */
export function MessageComposer({ onSend, pending, disabled, label }: { onSend: (body: string) => Promise<unknown>; pending: boolean; disabled?: boolean; label: string }) {
  const [body, setBody] = useState('');
  const length = [...body.trim()].length;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await onSend(body);
      setBody('');
    } catch (error) {
      toast({
        title: 'Message not sent',
        description: errorMessage(error),
        variant: 'destructive',
      });
    }
  };
  return (
    <form className="grid gap-2" onSubmit={(event) => void submit(event)}>
      <Label htmlFor="message-body">{label}</Label>
      <Textarea id="message-body" rows={3} value={body} onChange={(event) => setBody(event.target.value)} disabled={disabled} placeholder="Plain text, up to 2,000 characters" />
      <div className="flex items-center justify-between gap-2">
        <span className={cn('text-xs', length > MESSAGE_MAX_LENGTH ? 'text-danger-bright' : 'text-ink-muted')}>
          {length}/{MESSAGE_MAX_LENGTH}
        </span>
        <Button type="submit" size="sm" disabled={disabled || pending || length === 0 || length > MESSAGE_MAX_LENGTH}>
          {pending ? 'Sending…' : 'Send'}
        </Button>
      </div>
    </form>
  );
}

function ReportForm({ conversationId, onDone }: { conversationId: string; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const report = useReportConversation(conversationId);
  return (
    <form
      className="grid gap-2 rounded-md border border-border p-3"
      onSubmit={(event) => {
        event.preventDefault();
        report.mutate(reason, {
          onSuccess: () => {
            toast({
              title: 'Report sent',
              description: 'Thank you. The Rounds team will look into it.',
            });
            onDone();
          },
          onError: (error) =>
            toast({
              title: 'Report not sent',
              description: errorMessage(error),
              variant: 'destructive',
            }),
        });
      }}
    >
      <Label htmlFor="report-reason">What is wrong?</Label>
      <Textarea id="report-reason" rows={2} maxLength={500} value={reason} onChange={(event) => setReason(event.target.value)} />
      <div className="flex gap-2">
        <Button type="submit" size="sm" variant="destructive" disabled={reason.trim() === '' || report.isPending}>
          Send report
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** One conversation: its messages as plain text, the reply box, block and report. Opening it marks it read. */
export function ConversationThread({ conversation, myUserId }: { conversation: ConversationDto; myUserId: string }) {
  const messages = useConversationMessages(conversation.id);
  const send = useSendMessage(conversation.id);
  const block = useConversationBlock(conversation.id);
  const markRead = useMarkConversationRead();
  const [reporting, setReporting] = useState(false);
  const other = conversation.role === 'shopper' ? `@${conversation.creatorHandle}` : conversation.shopperUsername;
  const { mutate: markReadNow } = markRead;

  useEffect(() => {
    if (conversation.unreadCount > 0) markReadNow(conversation.id);
  }, [conversation.id, conversation.unreadCount, markReadNow]);

  return (
    <div className="grid min-w-0 gap-4" data-testid="conversation-thread">
      {messages.isPending ? (
        <Spinner className="py-6" />
      ) : messages.isError ? (
        <p className="text-danger-bright">The messages could not be loaded. {errorMessage(messages.error)}</p>
      ) : (
        <ol className="grid max-h-96 gap-2 overflow-y-auto" aria-label={`Messages with ${other}`}>
          {messages.data.map((message) => {
            const mine = message.senderUserId === myUserId;
            return (
              <li key={message.id} className={mine ? 'flex justify-end' : 'flex justify-start'}>
                <div className={cn('max-w-[85%] rounded-lg px-3 py-2 text-sm text-ink', mine ? 'bg-accent-deep/40' : 'bg-surface-raised')}>
                  {/* Plain text: React renders it as text, never as HTML. */}
                  <p className="break-words whitespace-pre-wrap">{message.body}</p>
                  <p className="mt-1 text-xs text-ink-muted">
                    {mine ? 'You' : other} · {formatShortDate(message.createdAt)}
                  </p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
      {conversation.blockedMe ? (
        <p className="text-sm text-ink-muted">You cannot reply in this conversation.</p>
      ) : conversation.blockedByMe ? (
        <p className="text-sm text-ink-muted">You blocked {other}. Unblock them to reply.</p>
      ) : (
        <MessageComposer label={`Reply to ${other}`} pending={send.isPending} onSend={(body) => send.mutateAsync(body)} />
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="outline"
          disabled={block.isPending}
          onClick={() =>
            block.mutate(!conversation.blockedByMe, {
              onSuccess: () =>
                toast({
                  title: conversation.blockedByMe ? `${other} unblocked` : `${other} blocked`,
                  description: conversation.blockedByMe ? undefined : 'Neither of you can message the other now.',
                }),
              onError: (error) =>
                toast({
                  title: 'Something went wrong',
                  description: errorMessage(error),
                  variant: 'destructive',
                }),
            })
          }
        >
          {conversation.blockedByMe ? `Unblock ${other}` : `Block ${other}`}
        </Button>
        {!reporting && (
          <Button size="sm" variant="ghost" onClick={() => setReporting(true)}>
            Report {other}
          </Button>
        )}
      </div>
      {reporting && <ReportForm conversationId={conversation.id} onDone={() => setReporting(false)} />}
    </div>
  );
}
