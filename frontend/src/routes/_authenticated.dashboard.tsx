import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/_authenticated/dashboard')({
  component: () => <ComingSoon title="Creator Dashboard" summary="Track your recommendations, followers and commissions." />,
});
