import { Link } from '@tanstack/react-router';
import { LayoutDashboard } from '@/components/ui/shell-icons';
import { Button } from '@/components/ui/button';
import { useCurrentUser } from '../api/get-current-user';
import { lazy, Suspense, type ReactNode } from 'react';

// Only signed-in visitors see the menu: its code and the dropdown library load for them alone.
const UserMenu = lazy(() => import('./user-menu').then((module) => ({ default: module.UserMenu })));

/** The signed-in/out part of the header: Dashboard (creators only) and the user menu, or Sign In. */
export function AccountActions({ dashboardBadge }: { dashboardBadge?: ReactNode }) {
  const { user, isLoading } = useCurrentUser();

  if (isLoading) return <span className="h-10 w-20" aria-hidden />;

  if (!user) {
    return (
      <Button asChild size="sm">
        <Link to="/auth">Sign In</Link>
      </Button>
    );
  }

  return (
    <div className="flex shrink-0 items-center gap-1">
      {user.role === 'creator' && (
        // The word shows from 2xl: below it the header's address label needs the room (an icon with its name).
        <Button asChild variant="outline" size="sm" className="hidden sm:inline-flex">
          <Link to="/dashboard" title="Dashboard">
            {/* Below 2xl only the icon shows; the name stays for screen readers, followed by the unread count. */}
            <LayoutDashboard /> <span className="sr-only 2xl:not-sr-only">Dashboard</span>
            {dashboardBadge}
          </Link>
        </Button>
      )}
      <Suspense fallback={<span className="h-10 w-10" aria-hidden />}>
        <UserMenu user={user} />
      </Suspense>
    </div>
  );
}
