import { createFileRoute } from '@tanstack/react-router';
import { parsePublicProfileSearch, PublicProfilePage } from '@/features/public-profile';

// No validateSearch: it would sit in the initial bundle. The page reads its utm parameters itself
// and forwards them to GET /api/profile/{username}.
export const Route = createFileRoute('/profile/$username')({
  component: PublicProfileRoute,
});

function PublicProfileRoute() {
  const { username } = Route.useParams();
  // This match's own query string, not the browser's location: while a click on one of the page's product
  // links navigates away, the location already carries the product link's utm parameters, and reading them
  // here would ask for the profile again with them.
  const search = parsePublicProfileSearch(Route.useSearch() as Record<string, unknown>);
  return <PublicProfilePage username={username} search={search} />;
}
