export type { CartItemDto as CartItem, CartTotalsDto as CartTotals } from '@/api/generated/model';
