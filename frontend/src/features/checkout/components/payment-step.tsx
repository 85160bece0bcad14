import { ArrowLeft, Lock } from 'lucide-react';
import type { FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { CheckoutField } from './checkout-fields';

export interface PaymentForm {
  nameOnCard: string;
  cardNumber: string;
  expiryDate: string;
  cvv: string;
}

export const EMPTY_PAYMENT_FORM: PaymentForm = { nameOnCard: '', cardNumber: '', expiryDate: '', cvv: '' };

interface PaymentStepProps {
  value: PaymentForm;
  onChange: (value: PaymentForm) => void;
  onBack: () => void;
  onSubmit: () => void;
  isSubmitting: boolean;
}

export function PaymentStep({ value, onChange, onBack, onSubmit, isSubmitting }: PaymentStepProps) {
  const field = (name: keyof PaymentForm) => (next: string) => onChange({ ...value, [name]: next });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!isSubmitting) onSubmit();
  };

  return (
    <form onSubmit={submit} className="grid gap-4" aria-label="Payment details">
      <CheckoutField id="checkout-name-on-card" label="Name on Card" autoComplete="cc-name" value={value.nameOnCard} onValueChange={field('nameOnCard')} />
      <CheckoutField
        id="checkout-card-number"
        label="Card Number"
        autoComplete="cc-number"
        inputMode="numeric"
        pattern="[0-9]{12,19}"
        title="Enter the 12 to 19 digits of your card number"
        placeholder="1234 5678 9012 3456"
        value={value.cardNumber}
        // As specified, spaces are removed from the card number as it is typed.
        onValueChange={(next) => field('cardNumber')(next.replace(/\s+/g, ''))}
      />
      <div className="grid grid-cols-2 gap-4">
        <CheckoutField
          id="checkout-expiry"
          label="Expiry Date"
          autoComplete="cc-exp"
          placeholder="MM/YY"
          maxLength={5}
          value={value.expiryDate}
          onValueChange={field('expiryDate')}
        />
        <CheckoutField
          id="checkout-cvv"
          label="CVV"
          autoComplete="cc-csc"
          inputMode="numeric"
          type="password"
          maxLength={4}
          value={value.cvv}
          onValueChange={field('cvv')}
        />
      </div>
      <p className="flex items-center gap-2 text-xs text-ink-muted">
        <Lock className="size-3.5 shrink-0" aria-hidden />
        Only the last 4 digits of your card leave this page; the payment is processed compliantly.
      </p>
      <DialogFooter className="mt-2">
        <Button variant="outline" onClick={onBack} disabled={isSubmitting}>
          <ArrowLeft /> Back
        </Button>
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Processing...' : 'Place Order'}
        </Button>
      </DialogFooter>
    </form>
  );
}
