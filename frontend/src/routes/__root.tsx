import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PromoBar } from '@/app/layout/promo-bar';
import { SiteFooter } from '@/app/layout/site-footer';
import { SiteHeader } from '@/app/layout/site-header';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { CheckoutHost } from '@/features/checkout';
import { EarlyAccessDialog } from '@/features/early-access';

// The age gate opens a second after load at the earliest: its code loads beside the page, not before it.
const AgeGate = lazy(() => import('@/features/age-gate').then((module) => ({ default: module.AgeGate })));

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
      <Suspense fallback={null}>
        <AgeGate />
      </Suspense>
      <EarlyAccessDialog />
      <LazyToaster />
    </div>
  );
}
