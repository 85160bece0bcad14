import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import type { ShippingInfo } from '../api/checkout-types';
import { CheckoutField } from './checkout-fields';

const STATE_LENGTH = 2;
const ZIP_MAX_LENGTH = 10;

interface ShippingStepProps {
  value: ShippingInfo;
  onChange: (value: ShippingInfo) => void;
  onContinue: () => void;
}

export function ShippingStep({ value, onChange, onContinue }: ShippingStepProps) {
  const field = (name: keyof ShippingInfo) => (next: string) => onChange({ ...value, [name]: next });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onContinue();
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Shipping address">
      <div className="grid grid-cols-2 gap-4">
        <CheckoutField id="checkout-first-name" label="First Name" autoComplete="given-name" value={value.firstName} onValueChange={field('firstName')} />
        <CheckoutField id="checkout-last-name" label="Last Name" autoComplete="family-name" value={value.lastName} onValueChange={field('lastName')} />
      </div>
      <div className="grid grid-cols-2 gap-4">
        <CheckoutField id="checkout-email" label="Email" type="email" autoComplete="email" value={value.email} onValueChange={field('email')} />
        <CheckoutField id="checkout-phone" label="Phone" type="tel" autoComplete="tel" value={value.phone} onValueChange={field('phone')} />
      </div>
      <CheckoutField id="checkout-street" label="Street Address" autoComplete="street-address" value={value.street} onValueChange={field('street')} />
      <div className="grid grid-cols-[2fr_1fr_1.5fr] gap-4">
        <CheckoutField id="checkout-city" label="City" autoComplete="address-level2" value={value.city} onValueChange={field('city')} />
        <CheckoutField
          id="checkout-state"
          label="State"
          autoComplete="address-level1"
          placeholder="CA"
          minLength={STATE_LENGTH}
          maxLength={STATE_LENGTH}
          value={value.state}
          onValueChange={(next) => field('state')(next.toUpperCase().slice(0, STATE_LENGTH))}
        />
        <CheckoutField
          id="checkout-zip"
          label="ZIP Code"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={ZIP_MAX_LENGTH}
          value={value.zipCode}
          onValueChange={(next) => field('zipCode')(next.slice(0, ZIP_MAX_LENGTH))}
        />
      </div>
      <DialogFooter className="mt-2">
        <Button type="submit" className="w-full sm:w-auto">
          Continue to Payment
        </Button>
      </DialogFooter>
    </form>
  );
}
