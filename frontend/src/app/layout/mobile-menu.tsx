import { Link } from '@tanstack/react-router';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { DeliveryAddressButton } from '@/features/address';
import { useCurrentUser, useSignOut } from '@/features/auth';
import { UnreadMessagesBadge } from '@/features/messages';
import { BRAND_TAGLINE } from '@/lib/brand';
import { BrandLogo } from './brand-logo';
import { MainNav } from './main-nav';

/** The phone menu; `defaultOpen` when it mounts on the tap that asked for it (see lazy-mobile-menu). */
export function MobileMenu({ defaultOpen = false }: { defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  const close = () => setOpen(false);
  const { user } = useCurrentUser();
  const signOut = useSignOut();

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" className="lg:hidden" aria-label="Open menu">
          <Menu className="size-5!" />
        </Button>
      </SheetTrigger>
      <SheetContent>
        <SheetTitle className="sr-only">Menu</SheetTitle>
        <BrandLogo onNavigate={close} />
        <SheetDescription className="text-sm text-ink-muted">{BRAND_TAGLINE}</SheetDescription>
        <DeliveryAddressButton className="w-full max-w-none" />
        <MainNav orientation="vertical" onNavigate={close} />
        <div className="mt-auto flex flex-col gap-2 border-t border-border pt-4">
          {user ? (
            <>
              <p className="text-sm text-ink-muted">Logged in as {user.username}</p>
              {user.role === 'creator' && (
                <Button asChild variant="outline">
                  <Link to="/dashboard" onClick={close}>
                    Dashboard
                    <UnreadMessagesBadge />
                  </Link>
                </Button>
              )}
              <Button asChild variant="ghost" className="justify-start">
                <Link to="/profile" onClick={close}>
                  Profile
                </Link>
              </Button>
              <Button asChild variant="ghost" className="justify-start">
                <Link to="/taste-profile" onClick={close}>
                  Taste Profile
                </Link>
              </Button>
              <Button asChild variant="ghost" className="justify-start">
                <Link to="/orders" onClick={close}>
                  Orders
                </Link>
              </Button>
              <Button variant="secondary" disabled={signOut.isPending} onClick={() => signOut.mutate()}>
                {signOut.isPending ? 'Signing out...' : 'Sign Out'}
              </Button>
            </>
          ) : (
            <Button asChild>
              <Link to="/auth" onClick={close}>
                Sign In
              </Link>
            </Button>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
