import { createFileRoute, redirect } from '@tanstack/react-router';
import { Spinner } from '@/components/ui/spinner';
import { currentUserQueryOptions } from '@/features/auth';
import { BrandDashboard } from '@/features/brand-dashboard';

/**
 * /brand (seed 001 §2): a signed-in account without the brand role goes to /; a signed-out visitor
 * stays and sees 'Brand Access Required' with a button to /auth.
 */
export const Route = createFileRoute('/brand/')({
  beforeLoad: async ({ context }) => {
    const user = await context.queryClient.ensureQueryData(currentUserQueryOptions()).catch(() => null);
    if (user && user.role !== 'brand') throw redirect({ to: '/', replace: true });
  },
  pendingComponent: () => <Spinner className="py-32" />,
  component: BrandDashboard,
});
