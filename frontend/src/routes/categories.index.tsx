import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/categories/')({
  component: () => <ComingSoon title="Categories" summary="Shop by beer, wine, whiskey, gin and more." />,
});
