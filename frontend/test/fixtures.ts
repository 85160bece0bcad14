import type { CartItemDto, CartTotalsDto, UserDto } from '@/api/generated/model';

/** Answers shaped as the API sends them, for the fake server of unit tests. */

export function aUser(overrides: Partial<UserDto> = {}): UserDto {
  return {
    id: '6f1c2f3e-1111-4a4a-9a9a-000000000001',
    username: 'shopper',
    role: 'user',
    ageVerified: true,
    ageStatus: 'dob_declared',
    bio: null,
    commissionRate: 0,
    createdAt: '2026-01-01T00:00:00.000Z',
    curatorStatus: 'user',
    displayName: null,
    email: null,
    emailVerified: false,
    heroImage: null,
    pageLayout: null,
    profileImage: null,
    ...overrides,
  };
}

export function aCartItem(overrides: Partial<CartItemDto> & { name?: string; price?: number } = {}): CartItemDto {
  const { name = 'Highland Reach 12', price = 64, ...item } = overrides;
  return {
    id: 'line-1',
    productId: '0b9d1c8e-2222-4b4b-8b8b-000000000001',
    fulfillmentType: 'delivery',
    quantity: 1,
    product: { name, price, image: null, available: true, fulfillmentOptions: ['delivery', 'shipping'], deliveryFee: 9.99, freeDeliveryMin: 100, shippingFee: 14.99, freeShippingMin: 150 },
    ...item,
  };
}

/** The server's totals for some lines (8 % tax, no fees), enough for the drawer to show. */
export function totalsOf(items: CartItemDto[]): CartTotalsDto {
  const subtotal = items.reduce((sum, item) => sum + item.product.price * item.quantity, 0);
  const tax = Math.round(subtotal * 8) / 100;
  return {
    count: items.reduce((sum, item) => sum + item.quantity, 0),
    deliveryFee: 0,
    deliverySubtotal: subtotal,
    fees: 0,
    shippingFee: 0,
    shippingSubtotal: 0,
    subtotal,
    tax,
    total: subtotal + tax,
  };
}
