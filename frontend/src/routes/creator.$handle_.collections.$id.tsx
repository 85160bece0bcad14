import { createFileRoute } from '@tanstack/react-router';
import { CreatorCollectionPage, CreatorNotFound, loadCreatorPage } from '@/features/creators';

/** A curator's collection, a page of its own beside (not inside) the curator page. */
export const Route = createFileRoute('/creator/$handle_/collections/$id')({
  loader: ({ context, params }) => loadCreatorPage(context.queryClient, params.handle),
  notFoundComponent: CreatorNotFound,
  component: CollectionRoute,
});

function CollectionRoute() {
  const { handle, id } = Route.useParams();
  return <CreatorCollectionPage handle={handle} collectionId={id} />;
}
