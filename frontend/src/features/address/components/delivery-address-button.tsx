import { MapPin } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * Seam for the delivery-address feature: the selection dialog, the saved address (local storage
 * key `rounds-address`) and the "City, ST" label arrive with that issue and replace this body.
 */
export function DeliveryAddressButton({ className }: { className?: string }) {
  return (
    <Button variant="ghost" size="sm" className={cn('max-w-56 justify-start', className)}>
      <MapPin className="text-amber-400" />
      <span className="truncate">Select delivery address</span>
    </Button>
  );
}
