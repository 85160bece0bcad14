import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/brand/$id')({
  component: () => <ComingSoon title="Brand" summary="Brand pages with their full range of products." />,
});
