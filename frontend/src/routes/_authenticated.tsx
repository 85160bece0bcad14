import { createFileRoute, Navigate, Outlet } from '@tanstack/react-router';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUser } from '@/features/auth';

/** Pathless layout guarding the signed-in area; reacts to sign-out while a page is open. */
export const Route = createFileRoute('/_authenticated')({
  component: RequireSession,
});

function RequireSession() {
  const { user, isLoading } = useCurrentUser();
  if (isLoading) return <Spinner className="py-32" />;
  if (!user) return <Navigate to="/auth" replace />;
  return <Outlet />;
}
