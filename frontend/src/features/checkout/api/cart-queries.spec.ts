import { getGetCartQueryKey, getGetCartTotalsQueryKey } from '@/api/generated/endpoints/cart/cart';
import { cartQueryKey, cartTotalsQueryKey } from './cart-queries';

// The keys are written out so the header need not load the generated cart client; they must stay its keys.
it('uses the generated client’s query keys', () => {
  expect(cartQueryKey).toEqual(getGetCartQueryKey());
  expect(cartTotalsQueryKey).toEqual(getGetCartTotalsQueryKey());
});
