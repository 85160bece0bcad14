import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import type { ShippingInfo } from '../api/checkout-types';
import { isUnder21, todayUtc, UNDERAGE_MESSAGE } from '../lib/date-of-birth';
import { CheckoutField } from './checkout-fields';

const STATE_LENGTH = 2;
const ZIP_MAX_LENGTH = 10;

/** The date of birth a checkout asks for once, while the account has declared none. */
export interface DateOfBirthField {
  value: string;
  onChange: (value: string) => void;
  /** Under its field: under 21, or what the server refused. */
  error: string | null;
  onError: (error: string | null) => void;
}

interface ShippingStepProps {
  value: ShippingInfo;
  onChange: (value: ShippingInfo) => void;
  onContinue: () => void;
  /** Present while the account has no date of birth. */
  dateOfBirth?: DateOfBirthField;
}

export function ShippingStep({ value, onChange, onContinue, dateOfBirth }: ShippingStepProps) {
  const field = (name: keyof ShippingInfo) => (next: string) => onChange({ ...value, [name]: next });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (dateOfBirth && isUnder21(dateOfBirth.value)) {
      dateOfBirth.onError(UNDERAGE_MESSAGE);
      return;
    }
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
      {dateOfBirth && <DateOfBirthInput field={dateOfBirth} />}
      <DialogFooter className="mt-2">
        <Button type="submit" className="w-full sm:w-auto">
          Continue to Payment
        </Button>
      </DialogFooter>
    </form>
  );
}

/** Asked once: the server keeps it on the account, and the next checkouts do not ask. */
function DateOfBirthInput({ field }: { field: DateOfBirthField }) {
  return (
    <div className="grid gap-2 rounded-lg border border-border bg-surface-raised/40 p-3">
      <CheckoutField
        id="checkout-date-of-birth"
        label="Date of Birth"
        type="date"
        autoComplete="bday"
        max={todayUtc()}
        min="1900-01-01"
        value={field.value}
        aria-invalid={field.error ? true : undefined}
        aria-describedby={field.error ? 'checkout-date-of-birth-error' : 'checkout-date-of-birth-hint'}
        onValueChange={(next) => {
          field.onChange(next);
          field.onError(null);
        }}
      />
      {field.error ? (
        <p id="checkout-date-of-birth-error" role="alert" className="text-sm text-danger-light">
          {field.error}
        </p>
      ) : (
        <p id="checkout-date-of-birth-hint" className="text-xs text-ink-muted">
          You must be 21 or older to buy alcohol. We ask once and keep it on your account; the courier checks it against your ID.
        </p>
      )}
    </div>
  );
}
