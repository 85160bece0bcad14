import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/products/')({
  component: () => <ComingSoon title="Product Catalog" summary="Search and filter every spirit on Rounds." />,
});
