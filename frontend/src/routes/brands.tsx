import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/brands')({
  component: () => <ComingSoon title="Brands" summary="Discover the distilleries and producers on Rounds." />,
});
