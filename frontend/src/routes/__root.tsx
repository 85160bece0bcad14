import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { PromoBar } from '@/app/layout/promo-bar';
import { SiteFooter } from '@/app/layout/site-footer';
import { SiteHeader } from '@/app/layout/site-header';
import { LazyToaster } from '@/components/ui/lazy-toaster';
import { CheckoutHost } from '@/features/checkout';

// The age gate opens a second after load at the earliest, the early-access popup after it: their code
// loads beside the page, not before it.
const DeferredOverlays = lazy(() => import('@/app/layout/deferred-overlays').then((module) => ({ default: module.DeferredOverlays })));

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
        <DeferredOverlays />
      </Suspense>
      <LazyToaster />
    </div>
  );
}
