import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/categories/$category')({
  component: () => <ComingSoon title="Category" summary="Every product in this category, ready to add to your cart." />,
});
