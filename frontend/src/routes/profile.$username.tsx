import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/profile/$username')({
  component: PublicProfilePage,
});

function PublicProfilePage() {
  const { username } = Route.useParams();
  return <ComingSoon title={`${username}'s Curated Store`} summary="Public profiles with recommended spirits and collections." />;
}
