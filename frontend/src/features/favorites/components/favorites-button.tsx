import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Heart } from '@/components/ui/shell-icons';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { currentUserQueryOptions } from '@/features/auth';
import { lazyOverlay } from '@/lib/lazy-overlay';
import type { AddFavoriteToCart } from './favorites-drawer';

// The drawer's code loads the first time it opens.
const FavoritesDrawer = lazyOverlay(() => import('./favorites-drawer').then((module) => module.FavoritesDrawer));

/**
 * The header's favorites button: the signed-in shopper's favorite products and brands in a drawer; a
 * visitor gets the specification's 'Please log in' toast. The cart is not the favorites' business: the
 * app shell hands in the checkout feature's add-to-cart hook.
 */
export function FavoritesButton({ useAddToCart, className }: { useAddToCart: () => AddFavoriteToCart; className?: string }) {
  const [open, setOpen] = useState(false);
  const queryClient = useQueryClient();
  const onClick = () => {
    // A click made while the session is loading waits for it, so a shopper is never told to log in by mistake.
    void queryClient.ensureQueryData(currentUserQueryOptions()).then(
      (user) => (user ? setOpen(true) : notSignedIn()),
      notSignedIn,
    );
  };
  return (
    <>
      <Button variant="ghost" size="icon" aria-label="Favorites" aria-haspopup="dialog" className={className} onClick={onClick}>
        <Heart className="size-5!" />
      </Button>
      <FavoritesDrawer open={open} onOpenChange={setOpen} useAddToCart={useAddToCart} />
    </>
  );
}

function notSignedIn() {
  toast({ title: 'Please log in', description: 'You need to be logged in to favorite products.' });
}
