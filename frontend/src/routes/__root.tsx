import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { PromoBar } from '@/app/layout/promo-bar';
import { SiteFooter } from '@/app/layout/site-footer';
import { SiteHeader } from '@/app/layout/site-header';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { AgeGate } from '@/features/age-gate';
import { CheckoutHost } from '@/features/checkout';

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
      <AgeGate />
      <LazyToaster />
    </div>
  );
}
