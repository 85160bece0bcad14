import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/_authenticated/admin')({
  component: () => <ComingSoon title="Platform Management" summary="Manage users, curators, collections, brands and products." />,
});
