import { useState } from 'react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { MessageCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/features/auth';
import { useConversations, useStartConversation } from '../api/conversations';
import { ConversationThread, MessageComposer } from './conversation-thread';

/** The curator page's Message button: signed out it leads to /auth and back; signed in it opens the conversation with this curator. */
export function MessageCuratorButton({ creatorId, handle, ownerUserId }: { creatorId: string; handle: string; ownerUserId?: string | null }) {
  const { user } = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  if (user && ownerUserId && user.id === ownerUserId) return null;

  const onClick = () => {
    if (!user) {
      void navigate({ to: '/auth', search: { redirect: location.href } });
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <Button variant="outline" size="sm" onClick={onClick}>
        <MessageCircle aria-hidden /> Message
      </Button>
      {user && open && (
        <Dialog open onOpenChange={setOpen}>
          <DialogContent className="max-h-[90vh] overflow-y-auto">
            <DialogHeader>
              <DialogTitle>Message @{handle}</DialogTitle>
              <DialogDescription>Ask a question about their picks. They answer from their dashboard.</DialogDescription>
            </DialogHeader>
            <CuratorConversation creatorId={creatorId} handle={handle} myUserId={user.id} />
          </DialogContent>
        </Dialog>
      )}
    </>
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
