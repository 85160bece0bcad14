import { createFileRoute, Navigate, useNavigate } from '@tanstack/react-router';
import { Spinner } from '@/components/ui/spinner';
import { AuthPanel, useCurrentUser } from '@/features/auth';

export const Route = createFileRoute('/auth')({
  component: AuthPage,
});

function AuthPage() {
  const { user, isLoading } = useCurrentUser();
  const navigate = useNavigate();

  if (isLoading) return <Spinner className="py-32" />;
  if (user) return <Navigate to="/" replace />;

  return (
    <div className="flex justify-center px-4 py-16">
      <AuthPanel onAuthenticated={() => void navigate({ to: '/' })} />
    </div>
  );
}
