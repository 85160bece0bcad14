import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/products/$id')({
  component: () => <ComingSoon title="Product Details" summary="Product details with delivery and shipping options." />,
});
