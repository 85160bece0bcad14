import { createFileRoute, useLocation } from '@tanstack/react-router';
import { parsePublicProfileSearch, PublicProfilePage } from '@/features/public-profile';

// No validateSearch: it would sit in the initial bundle. The page reads its utm parameters itself
// and forwards them to GET /api/profile/{username}.
export const Route = createFileRoute('/profile/$username')({
  component: PublicProfileRoute,
});

function PublicProfileRoute() {
  const { username } = Route.useParams();
  const search = parsePublicProfileSearch(useLocation().search as Record<string, unknown>);
  return <PublicProfilePage username={username} search={search} />;
}
