import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessage, isApiError } from '@/api/fetcher';
import { checkout, checkoutCart } from '@/api/generated/endpoints/checkout/checkout';
import { getListOrdersQueryKey } from '@/api/generated/endpoints/orders/orders';
import type { CheckoutCartDto, CheckoutDto, CheckoutResultDto } from '@/api/generated/model';
import { toast } from '@/components/ui/use-toast';
import { refreshCart } from './cart-queries';
import { FULFILLMENT_ORDER, type FulfillmentType } from '@/lib/fulfillment';
import { DATE_OF_BIRTH_ERROR_CODES } from '../lib/date-of-birth';
import { IdempotencyKeyRing } from '../lib/idempotency-key';
import { orderNumberFromSession } from '../lib/order-number';
import type { CheckoutPurchase, ShippingInfo } from './checkout-types';

export interface CheckoutSubmission {
  shippingInfo: ShippingInfo;
  /** Stays in the browser: only its last 4 digits are sent. */
  cardNumber: string;
  /** YYYY-MM-DD, sent while the account has declared none. */
  dateOfBirth?: string;
}

export interface PlacedOrderNumber {
  fulfillmentType: FulfillmentType;
  /** Each order's own number (several when one cart checkout made a delivery and a shipping order). */
  orderNumber: string;
}

export interface PlacedOrder {
  alcpaySessionId: string;
  orders: PlacedOrderNumber[];
  /** The fulfillment groups ordered, for the confirmation's arrival estimates. */
  fulfillmentTypes: FulfillmentType[];
  /** Charged in total, dollars. */
  total: number;
}

/**
 * Places the order: the single product or the whole cart. Sends an Idempotency-Key so a repeated
 * submission cannot charge twice, toasts the outcome and refreshes what changed.
 */
export function useSubmitCheckout(purchase: CheckoutPurchase) {
  const queryClient = useQueryClient();
  const [idempotencyKeys] = useState(() => new IdempotencyKeyRing());

  return useMutation({
    mutationFn: async ({ shippingInfo, cardNumber, dateOfBirth }: CheckoutSubmission): Promise<PlacedOrder> => {
      const paymentInfo = { method: 'card' as const, last4: cardNumber.slice(-4) };
      let result: CheckoutResultDto;
      if (purchase.kind === 'product') {
        const body: CheckoutDto = {
          productId: purchase.productId,
          fulfillmentType: purchase.fulfillmentType,
          ...(purchase.creatorId ? { creatorId: purchase.creatorId } : {}),
          shippingInfo,
          paymentInfo,
          ...(dateOfBirth ? { dateOfBirth } : {}),
        };
        result = await checkout(body, { headers: { 'Idempotency-Key': idempotencyKeys.keyFor(body) } });
      } else {
        const body: CheckoutCartDto = { shippingInfo, paymentInfo, ...(dateOfBirth ? { dateOfBirth } : {}) };
        result = await checkoutCart(body, { headers: { 'Idempotency-Key': idempotencyKeys.keyFor(body) } });
      }
      const orderedTypes = new Set(result.orders.map((order) => order.fulfillmentType));
      return {
        alcpaySessionId: result.alcpaySessionId,
        orders: FULFILLMENT_ORDER.flatMap((type) =>
          result.orders
            .filter((order) => order.fulfillmentType === type)
            .map((order) => ({ fulfillmentType: type, orderNumber: order.orderNumber ?? orderNumberFromSession(result.alcpaySessionId) })),
        ),
        fulfillmentTypes: FULFILLMENT_ORDER.filter((type) => orderedTypes.has(type)),
        total: result.total,
      };
    },
    onSuccess: () => {
      idempotencyKeys.reset();
      toast({ title: 'Order confirmed!', description: 'Your order has been successfully placed and will be processed shortly.' });
      // The order history (features/orders) gains the new orders.
      void queryClient.invalidateQueries({ queryKey: getListOrdersQueryKey() });
    },
    onError: (error) => {
      // A refused date of birth is said under its field (the dialog goes back to it), not in a toast too.
      if (isApiError(error) && error.code && DATE_OF_BIRTH_ERROR_CODES.includes(error.code)) return;
      toast({ title: 'Checkout Error', description: errorMessage(error), variant: 'destructive' });
    },
    onSettled: () => {
      // A cart checkout empties the cart when it succeeds; when it fails the cart may have changed
      // underneath (an item sold out), so the drawer shows the server's view either way.
      if (purchase.kind === 'cart') void refreshCart(queryClient);
    },
  });
}
