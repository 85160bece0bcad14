import { ShoppingBag } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useCartCount } from '../api/use-cart-count';

/** Seam for the cart feature: it will open the cart drawer. */
export function CartButton() {
  const count = useCartCount();
  return (
    <Button variant="ghost" size="icon" className="relative" aria-label={`Cart, ${count} item${count === 1 ? '' : 's'}`}>
      <ShoppingBag className="size-5!" />
      <Badge className="absolute -top-0.5 -right-0.5" data-testid="cart-count">
        {count}
      </Badge>
    </Button>
  );
}
