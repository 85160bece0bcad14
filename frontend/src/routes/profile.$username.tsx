import { createFileRoute } from '@tanstack/react-router';
import { parsePublicProfileSearch, PublicProfilePage } from '@/features/profiles';

export const Route = createFileRoute('/profile/$username')({
  // The page forwards its utm parameters to GET /api/profile/{username} (seed 001 §2).
  validateSearch: parsePublicProfileSearch,
  component: PublicProfileRoute,
});

function PublicProfileRoute() {
  const { username } = Route.useParams();
  return <PublicProfilePage username={username} search={Route.useSearch()} />;
}
