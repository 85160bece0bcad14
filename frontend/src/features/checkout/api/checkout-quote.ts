import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { quote } from '@/api/generated/endpoints/checkout/checkout';
import type { CheckoutQuoteDto } from '@/api/generated/model';
import type { ProductCheckoutPurchase } from './checkout-types';

const STATE_CODE = /^[A-Z]{2}$/;

/**
 * The server's full price of a single-product checkout (subtotal, fee, 8 % tax, total) before
 * payment, from POST /api/checkout/quote: the checkout's own pricing, so what is shown is what
 * Place Order charges. The state is sent once it is a whole code, so the quote also says what the
 * checkout would refuse there.
 */
export function useCheckoutQuote(purchase: ProductCheckoutPurchase, state: string) {
  const code = state.trim().toUpperCase();
  const body: CheckoutQuoteDto = {
    productId: purchase.productId,
    fulfillmentType: purchase.fulfillmentType,
    ...(purchase.creatorId ? { creatorId: purchase.creatorId } : {}),
    ...(STATE_CODE.test(code) ? { shippingInfo: { state: code } } : {}),
  };
  return useQuery({
    queryKey: ['checkout-quote', body],
    queryFn: ({ signal }) => quote(body, undefined, signal),
    placeholderData: keepPreviousData,
    retry: false,
  });
}
