import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/_authenticated/brand')({
  component: () => <ComingSoon title="Brand Dashboard" summary="Run campaigns, discover creators and send gift offers." />,
});
