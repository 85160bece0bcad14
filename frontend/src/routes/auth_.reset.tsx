import { createFileRoute } from '@tanstack/react-router';
import { parseTokenSearch, ResetPasswordPage } from '@/features/auth';

export const Route = createFileRoute('/auth_/reset')({
  // ?token= of the mailed link.
  validateSearch: parseTokenSearch,
  component: function ResetPasswordRoute() {
    const { token } = Route.useSearch();
    return <ResetPasswordPage token={token} />;
  },
});
