import { createFileRoute } from '@tanstack/react-router';
import { Spinner } from '@/components/ui/spinner';
import { redirectOtherRoles } from '@/features/auth';
import { BrandDashboard } from '@/features/brand-dashboard';

/** /brand: a signed-in account without the brand role goes to /; a signed-out visitor stays and sees 'Brand Access Required'. */
export const Route = createFileRoute('/brand/')({
  beforeLoad: ({ context }) => redirectOtherRoles(context.queryClient, 'brand'),
  pendingComponent: () => <Spinner className="py-32" />,
  component: BrandDashboard,
});
