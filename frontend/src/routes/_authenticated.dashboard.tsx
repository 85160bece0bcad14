import { createFileRoute } from '@tanstack/react-router';
import { CreatorDashboardPage } from '@/features/earnings';

export const Route = createFileRoute('/_authenticated/dashboard')({
  component: CreatorDashboardPage,
});
