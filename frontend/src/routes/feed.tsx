import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/feed')({
  component: () => <ComingSoon title="Creator Feed" summary="The latest product recommendations from the curators you follow." />,
});
