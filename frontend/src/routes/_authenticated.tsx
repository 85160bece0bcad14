import { createFileRoute, Outlet } from '@tanstack/react-router';
import { Spinner } from '@/components/ui/spinner';
import { requireSignedIn, useRecheckGuardsWhenSignedOut } from '@/features/auth';

/** Pathless layout of the signed-in area: signed-out visitors go to /auth, also after signing out here. */
export const Route = createFileRoute('/_authenticated')({
  beforeLoad: ({ context, location }) => requireSignedIn(context.queryClient, location),
  // The spinner shows at once while the session loads (the router's default waits a second, leaving the page blank).
  pendingComponent: () => <Spinner className="py-32" />,
  pendingMs: 0,
  pendingMinMs: 0,
  component: SignedInArea,
});

function SignedInArea() {
  const signedOut = useRecheckGuardsWhenSignedOut();
  return signedOut ? null : <Outlet />;
}
