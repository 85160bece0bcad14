import { MapPin } from '@/components/ui/shell-icons';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';
import { useDeliveryAddress } from '../model/use-delivery-address';
import { DeliveryAddressDialog } from './lazy-delivery-address-dialog';

/** The header's address selector: "City, ST" of the saved address, and the dialog to change it. */
export function DeliveryAddressButton({ className }: { className?: string }) {
  const address = useDeliveryAddress();
  const [open, setOpen] = useState(false);
  const label = address ? `${address.city}, ${address.state}` : 'Select delivery address';

  return (
    <>
      <Button
        variant="ghost"
        size="sm"
        className={cn('max-w-56 justify-start', className)}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        title={address?.formatted}
      >
        <MapPin className="text-accent-bright" />
        <span className="truncate">{label}</span>
      </Button>
      <DeliveryAddressDialog open={open} onOpenChange={setOpen} current={address} />
    </>
  );
}
