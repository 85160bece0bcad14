import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/creator/$handle')({
  component: CreatorPage,
});

function CreatorPage() {
  const { handle } = Route.useParams();
  return <ComingSoon title={`@${handle}`} summary="Curator pages with their picks and collections." />;
}
