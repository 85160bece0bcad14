import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { PromoBar } from '@/app/layout/promo-bar';
import { SiteFooter } from '@/app/layout/site-footer';
import { SiteHeader } from '@/app/layout/site-header';
import { Toaster } from '@/components/ui/toaster';
import { AgeGateDialog } from '@/features/age-gate';
import { CheckoutHost } from '@/features/checkout';
import { EarlyAccessDialog } from '@/features/early-access';

export interface RouterContext {
  queryClient: QueryClient;
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
});

function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <PromoBar />
      <SiteHeader />
      <main className="flex-1">
        <Outlet />
      </main>
      <SiteFooter />
      <CheckoutHost />
      <AgeGateDialog />
      <EarlyAccessDialog />
      <Toaster />
    </div>
  );
}
