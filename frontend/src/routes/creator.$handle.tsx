import { createFileRoute } from '@tanstack/react-router';
import { CreatorNotFound, CreatorPage, CreatorPageSkeleton, loadCreatorPage } from '@/features/creators';
import { CreatorPicks } from '@/features/feed';
import { MessageCuratorButton } from '@/features/messages';

export const Route = createFileRoute('/creator/$handle')({
  loader: ({ context, params }) => loadCreatorPage(context.queryClient, params.handle),
  pendingComponent: CreatorPageSkeleton,
  notFoundComponent: CreatorNotFound,
  component: CreatorRoute,
});

function CreatorRoute() {
  return (
    <CreatorPage
      handle={Route.useParams().handle}
      picks={(creator) => <CreatorPicks creatorId={creator.id} />}
      messageAction={(creator) => <MessageCuratorButton creatorId={creator.id} handle={creator.handle} ownerUserId={creator.userId} />}
    />
  );
}
