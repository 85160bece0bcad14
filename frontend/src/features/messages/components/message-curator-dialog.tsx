import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useConversations, useStartConversation } from '../api/conversations';
import { ConversationThread, MessageComposer } from './conversation-thread';

/** The shopper's conversation with one curator: the thread when there is one, else the first question. */
export function MessageCuratorDialog({ creatorId, handle, myUserId, onClose }: { creatorId: string; handle: string; myUserId: string; onClose: () => void }) {
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Message @{handle}</DialogTitle>
          <DialogDescription>Ask a question about their picks. They answer from their dashboard.</DialogDescription>
        </DialogHeader>
        <CuratorConversation creatorId={creatorId} handle={handle} myUserId={myUserId} />
      </DialogContent>
    </Dialog>
  );
}

function CuratorConversation({ creatorId, handle, myUserId }: { creatorId: string; handle: string; myUserId: string }) {
  const conversations = useConversations();
  const start = useStartConversation();
  if (conversations.isPending) return <Spinner className="py-6" />;
  const existing = conversations.data?.find((conversation) => conversation.role === 'shopper' && conversation.creatorId === creatorId);
  if (existing) return <ConversationThread conversation={existing} myUserId={myUserId} />;
  return <MessageComposer label={`Your question for @${handle}`} pending={start.isPending} onSend={(body) => start.mutateAsync({ creatorId, body })} />;
}
