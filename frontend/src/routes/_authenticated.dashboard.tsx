import { createFileRoute } from '@tanstack/react-router';
import { CreatorDashboardPage } from '@/features/earnings';
import { MessageInbox } from '@/features/messages';

export const Route = createFileRoute('/_authenticated/dashboard')({
  component: DashboardRoute,
});

function DashboardRoute() {
  return <CreatorDashboardPage inbox={<MessageInbox />} />;
}
