import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/taste-profile')({
  component: () => <ComingSoon title="Taste Profile" summary="Heart products to learn what you like and get recommendations." />,
});
