import { MapPin } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { DeliveryAddressDialog, useDeliveryAddress } from '@/features/address';

/** The home notice inviting the shopper to choose an address; it confirms the choice once made. */
export function AddressNotice() {
  const address = useDeliveryAddress();
  const [open, setOpen] = useState(false);
  return (
    <section className="mx-auto max-w-7xl px-4">
      <div className="flex flex-col items-start gap-3 rounded-xl border border-accent/30 bg-accent/5 p-4 sm:flex-row sm:items-center">
        <MapPin aria-hidden className="size-5 shrink-0 text-accent-bright" />
        <p className="flex-1 text-sm text-ink-soft">
          {address
            ? `Showing products available in ${address.city}, ${address.state}`
            : 'Select your address to see products available in your area and delivery options'}
        </p>
        <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
          {address ? 'Change address' : 'Select delivery address'}
        </Button>
      </div>
      <DeliveryAddressDialog open={open} onOpenChange={setOpen} current={address} />
    </section>
  );
}
