import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@/api/fetcher';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { getDeliveryAddress } from '@/features/address';
import { currentUserQueryOptions, useCurrentUser } from '@/features/auth';
import { useSubmitCheckout, type PlacedOrder } from '../api/submit-checkout';
import type { CheckoutPurchase, ShippingInfo } from '../api/checkout-types';
import { DATE_OF_BIRTH_ERROR_CODES, needsDateOfBirth } from '../lib/date-of-birth';
import { CheckoutSummary } from './checkout-summary';
import { ConfirmationStep } from './confirmation-step';
import { EMPTY_PAYMENT_FORM, PaymentStep, type PaymentForm } from './payment-step';
import { ShippingStep } from './shipping-step';

type CheckoutStep = 'checkout' | 'payment' | 'confirmation';

const STEP_TEXT: Record<CheckoutStep, { title: string; description: string }> = {
  checkout: { title: 'Checkout', description: 'Where should we send your order?' },
  payment: { title: 'Payment', description: 'Enter your card details to place the order.' },
  confirmation: { title: 'Order Confirmed!', description: 'Thank you for your order.' },
};

interface CheckoutDialogProps {
  /** What to buy; the dialog is open while there is something. */
  purchase: CheckoutPurchase | null;
  onClose: () => void;
}

/** The specification's three-step checkout, for one product or the whole cart. */
export function CheckoutDialog({ purchase, onClose }: CheckoutDialogProps) {
  return (
    <Dialog open={purchase !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[calc(100vh-2rem)] max-w-lg overflow-y-auto">
        {/* Mounted only while open: closing the dialog resets it to the first step. */}
        {purchase && <CheckoutFlow purchase={purchase} onClose={onClose} />}
      </DialogContent>
    </Dialog>
  );
}

function CheckoutFlow({ purchase, onClose }: { purchase: CheckoutPurchase; onClose: () => void }) {
  const [step, setStep] = useState<CheckoutStep>('checkout');
  const [shippingInfo, setShippingInfo] = useState<ShippingInfo>(initialShippingInfo);
  const [payment, setPayment] = useState<PaymentForm>(EMPTY_PAYMENT_FORM);
  const [confirmed, setConfirmed] = useState<PlacedOrder & { placedAt: Date }>();
  const submit = useSubmitCheckout(purchase);
  const queryClient = useQueryClient();
  const { user } = useCurrentUser();
  const asksDateOfBirth = needsDateOfBirth(user?.ageStatus);
  const [dateOfBirth, setDateOfBirth] = useState('');
  const [dateOfBirthError, setDateOfBirthError] = useState<string | null>(null);

  const placeOrder = () => {
    submit.mutate(
      { shippingInfo, cardNumber: payment.cardNumber, ...(asksDateOfBirth ? { dateOfBirth } : {}) },
      {
        onSuccess: (placed) => {
          // The card details are not needed any more once the order is placed.
          setPayment(EMPTY_PAYMENT_FORM);
          setConfirmed({ ...placed, placedAt: new Date() });
          setStep('confirmation');
          // The account now has its date of birth (ageStatus dob_declared): the next checkout does not ask.
          if (asksDateOfBirth) void queryClient.invalidateQueries({ queryKey: currentUserQueryOptions().queryKey });
        },
        onError: (error) => {
          // A refused date of birth is fixed where it was typed.
          if (isApiError(error) && error.code && DATE_OF_BIRTH_ERROR_CODES.includes(error.code)) {
            setDateOfBirthError(error.serverMessage ?? error.message);
            setStep('checkout');
          }
        },
      },
    );
  };

  const text = STEP_TEXT[step];
  return (
    <>
      <DialogHeader>
        <DialogTitle>{text.title}</DialogTitle>
        <DialogDescription>{text.description}</DialogDescription>
      </DialogHeader>
      {step !== 'confirmation' && <CheckoutSummary purchase={purchase} state={shippingInfo.state} />}
      {step === 'checkout' && (
        <ShippingStep
          value={shippingInfo}
          onChange={setShippingInfo}
          onContinue={() => setStep('payment')}
          dateOfBirth={asksDateOfBirth ? { value: dateOfBirth, onChange: setDateOfBirth, error: dateOfBirthError, onError: setDateOfBirthError } : undefined}
        />
      )}
      {step === 'payment' && (
        <PaymentStep
          value={payment}
          onChange={setPayment}
          onBack={() => setStep('checkout')}
          onSubmit={placeOrder}
          isSubmitting={submit.isPending}
        />
      )}
      {step === 'confirmation' && confirmed && (
        <ConfirmationStep order={confirmed} placedAt={confirmed.placedAt} onDone={onClose} />
      )}
    </>
  );
}

/** Starts from the saved delivery address, when the shopper chose one. */
function initialShippingInfo(): ShippingInfo {
  const saved = getDeliveryAddress();
  return {
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    street: saved?.street ?? '',
    city: saved?.city ?? '',
    state: saved?.state ?? '',
    zipCode: saved?.zip ?? '',
  };
}
