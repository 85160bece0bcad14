import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';
import { AddressRulesNotice } from './address-rules-notice';
import {
  clearDeliveryAddress,
  isAddressComplete,
  saveDeliveryAddress,
  STATE_MAX_LENGTH,
  ZIP_MAX_LENGTH,
  type AddressInput,
  type DeliveryAddress,
} from '../model/address-store';

interface DeliveryAddressDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  current: DeliveryAddress | null;
}

const emptyForm: AddressInput = { street: '', city: '', state: '', zip: '' };

export function DeliveryAddressDialog({ open, onOpenChange, current }: DeliveryAddressDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Select delivery address</DialogTitle>
          <DialogDescription>Enter your address for delivery options</DialogDescription>
        </DialogHeader>
        {/* Mounted only while open, so every opening starts from the saved address. */}
        {open && <AddressForm current={current} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function AddressForm({ current, onDone }: { current: DeliveryAddress | null; onDone: () => void }) {
  const [form, setForm] = useState<AddressInput>(current ?? emptyForm);
  const complete = isAddressComplete(form);

  const update = (field: keyof AddressInput) => (value: string) => setForm((previous) => ({ ...previous, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!complete) return;
    const address = saveDeliveryAddress(form);
    toast({ title: 'Address updated', description: `Now showing products available in ${address.city}, ${address.state}` });
    onDone();
  };

  const remove = () => {
    clearDeliveryAddress();
    onDone();
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Delivery address">
      <Field id="address-street" label="Street address" autoComplete="street-address" value={form.street} onChange={update('street')} />
      <Field id="address-city" label="City" autoComplete="address-level2" value={form.city} onChange={update('city')} />
      <div className="grid grid-cols-2 gap-4">
        <Field
          id="address-state"
          label="State"
          autoComplete="address-level1"
          placeholder="CA"
          maxLength={STATE_MAX_LENGTH}
          className="uppercase"
          value={form.state}
          onChange={(value) => update('state')(value.toUpperCase().slice(0, STATE_MAX_LENGTH))}
        />
        <Field
          id="address-zip"
          label="ZIP code"
          autoComplete="postal-code"
          inputMode="numeric"
          maxLength={ZIP_MAX_LENGTH}
          value={form.zip}
          onChange={(value) => update('zip')(value.slice(0, ZIP_MAX_LENGTH))}
        />
      </div>
      <AddressRulesNotice state={form.state} zip={form.zip} />
      <DialogFooter className="mt-2">
        {current && (
          <Button variant="ghost" onClick={remove} className="sm:mr-auto">
            Remove address
          </Button>
        )}
        <Button type="submit" disabled={!complete}>
          Use this address
        </Button>
      </DialogFooter>
    </form>
  );
}

interface FieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete?: string;
  placeholder?: string;
  maxLength?: number;
  inputMode?: 'numeric' | 'text';
  className?: string;
}

function Field({ id, label, onChange, ...inputProps }: FieldProps) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} name={id} onChange={(event) => onChange(event.target.value)} {...inputProps} />
    </div>
  );
}
