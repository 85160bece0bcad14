import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '@/components/coming-soon';

export const Route = createFileRoute('/_authenticated/profile')({
  component: () => <ComingSoon title="Your Profile" summary="Manage your favorites, collections, sales and public page." />,
});
