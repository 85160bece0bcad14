import { DeliveryAddressButton } from '@/features/address';
import { AccountActions } from '@/features/auth';
import { CartButton, useAddToCart } from '@/features/checkout';
import { FavoritesButton } from '@/features/favorites';
import { SearchButton } from '@/features/search';
import { UnreadMessagesBadge } from '@/features/messages';
import { BrandLogo } from './brand-logo';
import { MainNav } from './main-nav';
import { LazyMobileMenu } from './lazy-mobile-menu';

export function SiteHeader() {
  return (
    <header className="sticky top-0 z-40 border-b border-border/80 bg-canvas/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-3 px-4">
        <LazyMobileMenu />
        <BrandLogo />
        <div className="ml-6 hidden shrink-0 lg:block">
          <MainNav />
        </div>
        <div className="ml-auto flex min-w-0 items-center gap-1">
          {/* The one item that gives way when a signed-in creator's header is full: its label truncates. */}
          <DeliveryAddressButton className="hidden min-w-0 shrink xl:inline-flex" />
          <SearchButton />
          <FavoritesButton useAddToCart={useAddToCart} />
          <CartButton />
          <AccountActions dashboardBadge={<UnreadMessagesBadge />} />
        </div>
      </div>
    </header>
  );
}
