import { lazy, Suspense, useState } from 'react';
import { useLocation, useNavigate } from '@tanstack/react-router';
import { MessageCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '@/features/auth';

// The dialog, the conversation and its calls load when a shopper opens it, not with the curator page.
const MessageCuratorDialog = lazy(() => import('./message-curator-dialog').then((module) => ({ default: module.MessageCuratorDialog })));

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
        <Suspense fallback={null}>
          <MessageCuratorDialog creatorId={creatorId} handle={handle} myUserId={user.id} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
