import { createFileRoute, ErrorComponent, type ErrorComponentProps } from '@tanstack/react-router';
import { AdminAccessRequired, PlatformManagement, prefetchAdminOverview } from '@/features/admin';
import { requireRole, requireSecondFactorWhereRequired, RoleRequiredError } from '@/features/auth';

export const Route = createFileRoute('/_authenticated/admin')({
  beforeLoad: async ({ context }) => {
    requireRole(context.user, 'admin');
    // An admin who must enrol a second factor first is sent to the screen that does it.
    await requireSecondFactorWhereRequired(context.queryClient);
  },
  // Signed-in only: its loader loads with its component, not in every page's entry.
  codeSplitGroupings: [['loader'], ['component', 'pendingComponent', 'errorComponent', 'notFoundComponent']],
  loader: ({ context }) => prefetchAdminOverview(context.queryClient),
  errorComponent: AdminRouteError,
  component: PlatformManagement,
});

function AdminRouteError({ error, ...props }: ErrorComponentProps) {
  return error instanceof RoleRequiredError ? <AdminAccessRequired /> : <ErrorComponent error={error} {...props} />;
}
