import { useMutation, useQueryClient } from '@tanstack/react-query';
import { errorMessage } from '@/api/fetcher';
import { addCartItem, changeCartItemFulfillment, clearCart, removeCartItem, updateCartItem } from '@/api/generated/endpoints/cart/cart';
import type { AddCartItemDto } from '@/api/generated/model';
import { toast, type ToastInput } from '@/components/ui/use-toast';
import type { FulfillmentType } from '@/lib/fulfillment';
import { refreshCart } from './cart-queries';

function showCartError(error: unknown): void {
  toast({ title: 'Error', description: errorMessage(error), variant: 'destructive' });
}

export interface AddToCartInput {
  productId: string;
  fulfillmentType: FulfillmentType;
  /** 1 unless said otherwise (the specification's default). */
  quantity?: number;
}

const ADDED_TO_CART: ToastInput = { title: 'Added to cart', description: 'Item has been added to your cart successfully.' };

/**
 * Adds a product to the cart. `successToast` replaces the generic 'Added to cart' toast where a page
 * says more (the product page names the product).
 */
export function useAddToCart() {
  const queryClient = useQueryClient();
  const { mutate, ...state } = useMutation({
    mutationFn: (item: AddCartItemDto) => addCartItem(item),
    onSettled: () => refreshCart(queryClient),
    onError: showCartError,
  });
  const addToCart = ({ productId, fulfillmentType, quantity = 1 }: AddToCartInput, successToast: ToastInput = ADDED_TO_CART) =>
    mutate({ productId, fulfillmentType, quantity }, { onSuccess: () => toast(successToast) });
  return { ...state, addToCart };
}

export function useChangeCartItemQuantity() {
  const queryClient = useQueryClient();
  const { mutate, ...state } = useMutation({
    mutationFn: ({ cartItemId, quantity }: { cartItemId: string; quantity: number }) => updateCartItem(cartItemId, { quantity }),
    onSettled: () => refreshCart(queryClient),
    onError: showCartError,
  });
  return { ...state, changeQuantity: (cartItemId: string, quantity: number) => mutate({ cartItemId, quantity }) };
}

/** The 'Choose delivery option' dialog's switch; the server refuses a way the product is not offered, and recomputes the totals. */
export function useChangeCartItemFulfillment() {
  const queryClient = useQueryClient();
  const { mutate, ...state } = useMutation({
    mutationFn: ({ cartItemId, fulfillmentType }: { cartItemId: string; fulfillmentType: FulfillmentType }) => changeCartItemFulfillment(cartItemId, { fulfillmentType }),
    onSettled: () => refreshCart(queryClient),
    onError: showCartError,
  });
  return {
    ...state,
    changeFulfillment: (cartItemId: string, fulfillmentType: FulfillmentType, onDone?: () => void) => mutate({ cartItemId, fulfillmentType }, { onSuccess: onDone }),
  };
}

export function useRemoveFromCart() {
  const queryClient = useQueryClient();
  const { mutate, ...state } = useMutation({
    mutationFn: (cartItemId: string) => removeCartItem(cartItemId),
    onSettled: () => refreshCart(queryClient),
    onSuccess: () => toast({ title: 'Removed from cart', description: 'Item has been removed from your cart.' }),
    onError: showCartError,
  });
  return { ...state, removeFromCart: (cartItemId: string) => mutate(cartItemId) };
}

export function useClearCart() {
  const queryClient = useQueryClient();
  const { mutate, ...state } = useMutation({
    mutationFn: () => clearCart(),
    onSettled: () => refreshCart(queryClient),
    onSuccess: () => toast({ title: 'Cart cleared', description: 'All items have been removed from your cart.' }),
    onError: showCartError,
  });
  return { ...state, clearCart: () => mutate() };
}
