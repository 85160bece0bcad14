import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/creators')({
  component: () => <ComingSoon title="Meet Our Curators" summary="Expert curators and the spirits they recommend." />,
});
