import { createFileRoute } from '@tanstack/react-router';
import { parseTokenSearch, VerifyEmailPage } from '@/features/auth';

export const Route = createFileRoute('/auth_/verify')({
  // ?token= of the mailed link.
  validateSearch: parseTokenSearch,
  component: function VerifyEmailRoute() {
    const { token } = Route.useSearch();
    return <VerifyEmailPage token={token} />;
  },
});
